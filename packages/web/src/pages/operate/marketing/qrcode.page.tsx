import { qrcodeImage, qrcodeResource, qrcodeScanResource } from '@salon/contract';
import { Button, Modal, Space, Spin, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { call } from '../../../api/call';
import { ignoreRequestError } from '../../../api/request';
import { resourceTabsPage, type ResourcePageOptions } from '../../../engine/ResourcePage';

type Image = { id: number; name: string; url: string; png: string };

/** The code's PNG as the server generated it, with its landing address and a download. */
function QrcodeModal({ id, onClose }: { id: number; onClose: () => void }) {
  const [image, setImage] = useState<Image | null>(null);
  useEffect(() => {
    let live = true;
    call(qrcodeImage, { id }).then(
      (answer) => live && setImage(answer),
      (err: unknown) => {
        ignoreRequestError(err);
        if (live) onClose();
      },
    );
    return () => {
      live = false;
    };
  }, [id, onClose]);
  const src = image ? `data:image/png;base64,${image.png}` : undefined;
  return (
    <Modal open title={image?.name ?? '二维码'} onCancel={onClose} footer={null} width={420}>
      {image ? (
        <Space direction="vertical" align="center" style={{ width: '100%' }}>
          <img className="qrcode-image" src={src} alt={image.name} width={280} height={280} />
          <Typography.Text type="secondary" copyable>
            {image.url}
          </Typography.Text>
          <Button type="primary" href={src} download={`${image.name}.png`}>
            下载 PNG
          </Button>
        </Space>
      ) : (
        <Spin />
      )}
    </Modal>
  );
}

function ShowCode({ id }: { id: number }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button type="link" size="small" onClick={() => setOpen(true)}>
        二维码
      </Button>
      {open ? <QrcodeModal id={id} onClose={() => setOpen(false)} /> : null}
    </>
  );
}

const codeOptions: ResourcePageOptions = {
  rowActions: (row) => <ShowCode id={row.id as number} />,
};

/** /operate/marketing/qrcode 二维码管理: codes of stores, staff and activities (the PNG generated on the server), and every scan with the order it brought. */
export default resourceTabsPage([
  { label: '二维码', def: qrcodeResource, options: codeOptions },
  { label: '扫码记录', def: qrcodeScanResource },
]);
