import { render, waitFor } from '@testing-library/react';
import { Form, Input, InputNumber, type FormInstance } from 'antd';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { contractRules } from './formRules';

/** contractRules: the contract's schema checks a field in the browser as the server does. */
const Body = z.object({
  storeId: z.number({ error: '请选择门店' }).int({ error: '请选择门店' }).positive({ error: '请选择门店' }),
  name: z.string({ error: '请输入名称' }).trim().min(1, { error: '请输入名称' }).max(10, { error: '名称最多10个字' }),
});

async function validate(values: { storeId?: unknown; name?: unknown }): Promise<Record<string, string[]>> {
  let form: FormInstance | undefined;
  function Probe() {
    const [instance] = Form.useForm();
    form = instance;
    return (
      <Form form={instance}>
        <Form.Item name="storeId" rules={contractRules(Body, 'storeId')}>
          <InputNumber />
        </Form.Item>
        <Form.Item name="name" rules={contractRules(Body, 'name')}>
          <Input />
        </Form.Item>
      </Form>
    );
  }
  render(<Probe />);
  await waitFor(() => expect(form).toBeDefined());
  form!.setFieldsValue(values);
  try {
    await form!.validateFields();
    return {};
  } catch (err) {
    const fields = (err as { errorFields: { name: string[]; errors: string[] }[] }).errorFields;
    return Object.fromEntries(fields.map((f) => [f.name.join('.'), f.errors]));
  }
}

describe('contractRules', () => {
  it('takes a chosen number (a store id) as the schema does: no 请选择门店 once one is chosen', async () => {
    expect(await validate({ storeId: 1, name: '陆家嘴' })).toEqual({});
  });

  it('refuses an empty, a blank and a wrong value with the schema’s own words', async () => {
    expect(await validate({ storeId: undefined, name: '' })).toEqual({ storeId: ['请选择门店'], name: ['请输入名称'] });
    expect(await validate({ storeId: 0, name: '   ' })).toEqual({ storeId: ['请选择门店'], name: ['请输入名称'] });
    expect(await validate({ storeId: 2, name: '一二三四五六七八九十十一' })).toEqual({ name: ['名称最多10个字'] });
  });
});
