import { App, Input, Modal } from 'antd';
import { useState } from 'react';
import { ignoreRequestError } from '../api/request';

interface Props {
  title: string;
  /** What is asked for, e.g. 驳回原因: the placeholder, the field's name and the empty-input warning. */
  label: string;
  okText: string;
  danger?: boolean;
  onClose(): void;
  /** Called with the trimmed text; a refused request leaves the dialog open (the request layer shows why). */
  onSubmit(text: string): Promise<void>;
}

/** Asks for a required reason (a rejection, a refund request) before a step is taken. */
export function ReasonModal({ title, label, okText, danger, onClose, onSubmit }: Props) {
  const { message } = App.useApp();
  const [text, setText] = useState('');
  const [saving, setSaving] = useState(false);
  async function submit() {
    if (!text.trim()) {
      message.warning(`请填写${label}`);
      return;
    }
    setSaving(true);
    try {
      await onSubmit(text.trim());
    } catch (err) {
      ignoreRequestError(err);
    } finally {
      setSaving(false);
    }
  }
  return (
    <Modal
      open
      title={title}
      onCancel={onClose}
      onOk={submit}
      confirmLoading={saving}
      okText={okText}
      cancelText="取消"
      okButtonProps={danger ? { danger: true } : undefined}
      width={480}
    >
      <Input.TextArea
        rows={3}
        maxLength={200}
        showCount
        placeholder={`请填写${label}`}
        aria-label={label}
        value={text}
        onChange={(e) => setText(e.target.value)}
      />
    </Modal>
  );
}
