import { answerRuleResource, answerRuleTest, type EndpointAnswer } from '@salon/contract';
import { Alert, Card, Input, Space, Tag } from 'antd';
import { useState } from 'react';
import { call } from '../../../api/call';
import { ignoreRequestError } from '../../../api/request';
import { ResourcePage } from '../../../engine/ResourcePage';

/**
 * /operate/generalConfig/answerConfigAI AI问答配置: the answer rules from their declaration, and
 * 问答测试 above them: which enabled rule answers a customer's question, and what it says.
 */
export default function AnswerConfigPage() {
  const [answer, setAnswer] = useState<EndpointAnswer<typeof answerRuleTest> | null>(null);
  const [asking, setAsking] = useState(false);
  return (
    <>
      <Card size="small" title="问答测试" style={{ marginBottom: 12 }}>
        <Input.Search
          placeholder="输入顾客可能问的问题，如：你们几点开门？"
          enterButton="测试"
          maxLength={200}
          loading={asking}
          style={{ maxWidth: 560 }}
          onSearch={(question) => {
            if (!question.trim()) return;
            setAsking(true);
            void call(answerRuleTest, { question })
              .then(setAnswer)
              .catch(ignoreRequestError)
              .finally(() => setAsking(false));
          }}
        />
        {answer ? (
          <Alert
            style={{ marginTop: 12, maxWidth: 760 }}
            type={answer.matched ? 'success' : 'warning'}
            message={
              answer.matched ? (
                <Space wrap>
                  <span>命中规则「{answer.title}」</span>
                  <span>优先级 {answer.priority}</span>
                  {answer.hits.map((h) => (
                    <Tag key={h} color="blue">
                      {h}
                    </Tag>
                  ))}
                </Space>
              ) : (
                '没有命中任何启用的规则，将回复兜底话术'
              )
            }
            description={answer.answer}
          />
        ) : null}
      </Card>
      <ResourcePage def={answerRuleResource} />
    </>
  );
}
