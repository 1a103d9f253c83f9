import { itemPriceVersionResource, LOCKED_PRICE_STATUSES } from '@salon/contract';
import { App } from 'antd';
import { ignoreRequestError, post } from '../../../api/request';
import { DeleteButton } from '../../../components/DeleteButton';
import { resourcePage, type PageActions, type ResourceRow } from '../../../engine/ResourcePage';

/**
 * /operate/shop/storePrices: 门店价格 from its declaration: the 状态 column says where each version
 * stands today (待生效, 已生效, 已失效), 今日价格 the price that applies today. The engine offers
 * 删除 on every row; here only a draft or a rejected version has it (the server refuses the
 * others in words, and offers no 编辑 on them either).
 */
const { remove, ...ops } = itemPriceVersionResource.ops;
const def = { ...itemPriceVersionResource, ops };

function DeleteUnapproved({ row, page }: { row: ResourceRow; page: PageActions }) {
  const { message } = App.useApp();
  if (!page.can(remove) || LOCKED_PRICE_STATUSES.includes(row.status as number)) return null;
  return (
    <DeleteButton
      title={`删除该${def.title}？`}
      onConfirm={async () => {
        try {
          await post(def.api.remove.path, { id: row.id });
          message.success(`已删除${def.title}`);
          await page.reload();
        } catch (err) {
          ignoreRequestError(err);
        }
      }}
    />
  );
}

export default resourcePage(def, { rowActions: (row, page) => <DeleteUnapproved row={row} page={page} /> });
