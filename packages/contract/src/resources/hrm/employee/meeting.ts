import { z } from 'zod';
import { EnableStatus } from '../../../enums/store.js';
import { MeetingBookingStatus } from '../../../enums/employeeAffairs.js';
import { defineEndpoint } from '../../../resource/endpoint.js';
import { fields } from '../../../resource/fields.js';
import { defineResource } from '../../../resource/types.js';

export const MEETING_PAGE = '/hrm/employee/meeting';

/** The enabled rooms a user may book: office rooms for head office, the rooms of the user's stores. */
export const MEETING_ROOM_OPTIONS = { path: '/mgt/meetingRoom/roomOptions', method: 'GET' } as const;

/** Operation codes of 会议管理. */
export const MeetingOps = {
  roomAdd: 'hrm:meetingRoom:add',
  roomEdit: 'hrm:meetingRoom:edit',
  book: 'hrm:meetingBooking:add',
  cancel: 'hrm:meetingBooking:cancel',
  export: 'hrm:meetingBooking:export',
} as const;

/** The refusal of a booking that overlaps another of the same room (end = the next one's start is no overlap). */
export const meetingClashMessage = (title: string, start: string, end: string) => `该时段已被「${title}」预订（${start.slice(0, 5)}–${end.slice(0, 5)}）`;

/**
 * /hrm/employee/meeting 会议管理, first tab 会议室: the chain's meeting rooms, in a store or in an office
 * (head office or a city office: no store), with capacity and equipment; head office keeps them.
 */
export const meetingRoomResource = defineResource({
  name: 'meetingRoom',
  title: '会议室',
  page: MEETING_PAGE,
  table: 'meeting_room',
  scope: { by: 'store', field: 'storeId' },
  api: { list: { path: '/mgt/meetingRoom/queryMeetingRoomPage', method: 'POST' } },
  ops: { create: MeetingOps.roomAdd, update: MeetingOps.roomEdit },
  defaultSort: { field: 'cityId', dir: 'asc' },
  // prettier-ignore
  fields: [
    fields.city({ required: true, form: true, sortable: true }),
    { key: 'storeId', label: '所在门店', type: 'store', list: { width: 150 }, form: true, filter: 'eq', help: '不选：办公室的会议室（总部或城市办公室）' },
    { key: 'name', label: '会议室名称', type: 'text', required: true, max: 40, list: { width: 160 }, form: true, filter: 'like' },
    { key: 'location', label: '位置', type: 'text', max: 100, list: { width: 180, ellipsis: true }, form: true, placeholder: '如：总部大楼 12 层东侧' },
    { key: 'capacity', label: '容纳人数', type: 'int', required: true, min: 2, max: 200, list: { width: 90 }, form: true, sortable: true },
    { key: 'equipment', label: '设备', type: 'text', max: 200, list: { width: 200, ellipsis: true }, form: true, placeholder: '如：投影仪、白板、视频会议' },
    { key: 'enableStatus', label: '状态', type: 'enum', enum: EnableStatus, required: true, defaultValue: 1, list: { width: 80 }, form: true, filter: 'eq' },
    fields.updatedAt(),
  ],
});

/**
 * 会议管理, second tab 会议预订: a room booked for one meeting on one day (start–end, attendees within
 * the room's capacity) by the signed-in user; two bookings of a room never overlap (an exclusion
 * constraint too). The organiser or head office cancels with a reason.
 */
export const meetingBookingResource = defineResource({
  name: 'meetingBooking',
  title: '会议预订',
  page: MEETING_PAGE,
  table: 'meeting_booking',
  joins: [{ alias: 'r', table: 'meeting_room', on: 'room_id' }],
  scope: { by: 'store', field: 'storeId' },
  api: { list: { path: '/mgt/meetingBooking/queryMeetingBookingPage', method: 'POST' } },
  ops: { create: MeetingOps.book, export: MeetingOps.export },
  defaultSort: { field: 'meetingDate', dir: 'desc' },
  workflow: {
    field: 'status',
    reasonColumn: 'cancel_reason',
    operatorColumn: 'cancelled_by',
    operatedAtColumn: 'cancelled_at',
    transitions: [
      {
        action: 'cancel',
        label: '取消预订',
        from: [0],
        to: 1,
        op: MeetingOps.cancel,
        reason: { label: '取消原因', required: true, max: 200 },
        danger: true,
        doneText: '已取消预订',
      },
    ],
  },
  // prettier-ignore
  fields: [
    { key: 'roomId', label: '会议室', type: 'int', required: true, lookup: { table: 'meeting_room', labelColumn: 'name', as: 'roomName', options: MEETING_ROOM_OPTIONS }, list: { width: 150 }, form: 'create', filter: 'eq' },
    { key: 'storeId', from: 'r', label: '所在门店', type: 'store', list: { width: 140 } },
    { key: 'title', label: '会议主题', type: 'text', required: true, max: 60, list: { width: 200, ellipsis: true }, form: 'create', filter: 'like', span: 2 },
    { key: 'meetingDate', label: '会议日期', type: 'date', required: true, minDate: 'today', list: { width: 110 }, form: 'create', filter: 'dateRange', sortable: true },
    { key: 'startTime', label: '开始时间', type: 'time', required: true, list: { width: 90 }, form: 'create' },
    { key: 'endTime', label: '结束时间', type: 'time', required: true, list: { width: 90 }, form: 'create' },
    { key: 'status', label: '状态', type: 'enum', enum: MeetingBookingStatus, list: { width: 80 }, filter: 'eq' },
    { key: 'attendees', label: '参会人数', type: 'int', required: true, min: 1, max: 500, defaultValue: 5, list: { width: 90 }, form: 'create' },
    { key: 'organiser', label: '组织人', type: 'text', list: { width: 90 }, filter: 'like' },
    { key: 'organiserId', label: '组织人账号', type: 'int', detail: false },
    { key: 'remark', label: '备注', type: 'textarea', max: 200, list: { width: 160, ellipsis: true }, form: 'create', span: 2 },
    { key: 'cancelReason', label: '取消原因', type: 'text', list: { width: 160, ellipsis: true } },
    { key: 'cancelledBy', label: '取消人', type: 'text', list: { width: 90 } },
    { key: 'cancelledAt', label: '取消时间', type: 'datetime' },
    fields.createdAt({ list: { width: 160 } }),
  ],
  check: (v) => {
    if (typeof v.startTime === 'string' && typeof v.endTime === 'string' && v.endTime.slice(0, 5) <= v.startTime.slice(0, 5))
      return { field: 'endTime', message: '结束时间须晚于开始时间' };
    return true;
  },
});

export const meetingRoomOptions = defineEndpoint({
  ...MEETING_ROOM_OPTIONS,
  permission: { menu: MEETING_PAGE },
  result: z.array(z.object({ id: z.number().int(), name: z.string() })),
  summary: '可预订的会议室：启用的，办公室的会议室（总部）或用户门店的会议室',
});
