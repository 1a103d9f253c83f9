import { advertResource, parseIdList } from '@salon/contract';
import { useMemo } from 'react';
import { StoreAreaPicker } from '../../../components/StoreAreaPicker';
import type { CustomInputProps } from '../../../engine/formFields';
import { resourcePage } from '../../../engine/ResourcePage';

/** The banner's cities as the declaration keeps them ('310100,330100'), from the area tree; none for every city. */
function CityIdsInput({ value, onChange, id, disabled }: CustomInputProps) {
  const ids = useMemo(() => parseIdList(value), [value]);
  return (
    <div id={id}>
      <StoreAreaPicker
        scope="city"
        value={ids}
        onChange={(next: number[]) => onChange?.(next.length ? next.join(',') : null)}
        width="100%"
        placeholder="不选为全部城市"
        disabled={disabled}
      />
    </div>
  );
}

/** /operate/marketing/advert 广告管理: the app's banners (position, image, link, period, cities, order), put online by head office. */
export default resourcePage(advertResource, { inputs: { cityIds: CityIdsInput } });
