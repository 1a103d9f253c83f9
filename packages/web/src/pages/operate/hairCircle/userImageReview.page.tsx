import { USER_IMAGE_DETAIL_PAGE, userImageResource } from '@salon/contract';
import { Button } from 'antd';
import { useNavigate } from 'react-router';
import { ResourcePage } from '../../../engine/ResourcePage';

/**
 * /operate/hairCircle/userImageReview: customers' pictures, pending first, from the declaration
 * (通过 / 驳回 with a reason in each row); 查看大图 opens the picture on its own page to review one after another.
 */
export default function UserImageReviewPage() {
  const navigate = useNavigate();
  return (
    <ResourcePage
      def={userImageResource}
      options={{
        rowActions: (row) => (
          <Button type="link" size="small" autoInsertSpace={false} onClick={() => navigate(`${USER_IMAGE_DETAIL_PAGE}?id=${row.id}`)}>
            查看大图
          </Button>
        ),
      }}
    />
  );
}
