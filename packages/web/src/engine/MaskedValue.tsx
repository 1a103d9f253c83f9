import { resourceEndpoints, type FieldDef, type ResourceDef, type RevealResult } from '@salon/contract';
import { post } from '../api/request';
import { RevealNumber } from '../components/RevealNumber';

/**
 * A masked field's cell (lists and details answer masked values to everyone): for holders of the
 * resource's 查看完整号码, an eye button asks the reveal endpoint for this record's whole value
 * (the server audits each reveal) and shows it until pressed again. Pages drawing their own cells
 * use it too.
 */
export function MaskedValue({
  def,
  field,
  row,
  empty = '--',
}: {
  def: ResourceDef;
  field: FieldDef;
  row: Record<string, unknown> & { id: number };
  empty?: string;
}) {
  const masked = row[field.key];
  return (
    <RevealNumber
      masked={masked === null || masked === undefined ? null : String(masked)}
      of={row}
      empty={empty}
      reveal={async () => (await post<RevealResult>(resourceEndpoints(def).reveal.path, { id: row.id, field: field.key })).value}
    />
  );
}
