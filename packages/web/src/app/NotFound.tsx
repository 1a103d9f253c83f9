import { Button, Result } from 'antd';
import { useNavigate } from 'react-router';
import { NOT_FOUND_TITLE } from './titles';

export default function NotFound() {
  const navigate = useNavigate();
  return (
    <Result
      status="404"
      title={NOT_FOUND_TITLE}
      subTitle="您访问的页面不存在，或您的账号没有该页面的权限。"
      extra={
        <Button type="primary" onClick={() => navigate('/')}>
          返回首页
        </Button>
      }
    />
  );
}
