import { meetingBookingResource, meetingRoomResource, type ResourceDef } from '@salon/contract';
import { resourceTabsPage, type ResourcePageOptions } from '../../../engine/ResourcePage';

/** A room without a store is an office's (head office or a city office). */
const officeOrStore = (value: unknown, row: { storeName?: string | null }) => (value ? (row.storeName ?? String(value)) : '办公室');
const roomOptions: ResourcePageOptions<typeof meetingRoomResource> = { render: { storeId: officeOrStore } };
const bookingOptions: ResourcePageOptions<typeof meetingBookingResource> = {
  render: { storeId: officeOrStore },
  formDialog: {
    intro: () => '同一会议室的预订时段不能重叠；只能预订今天及以后、尚未开始的时段，参会人数不超过会议室容纳人数。',
  },
};

/**
 * /hrm/employee/meeting 会议管理: the bookings of the rooms the user may see (by room and date, the
 * organiser cancels with a reason) and, for head office, the rooms themselves.
 */
export default resourceTabsPage([
  { label: '会议预订', def: meetingBookingResource as ResourceDef, options: bookingOptions as ResourcePageOptions },
  { label: '会议室', def: meetingRoomResource as ResourceDef, options: roomOptions as ResourcePageOptions },
]);
