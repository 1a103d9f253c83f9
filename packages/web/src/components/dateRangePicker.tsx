import { DatePicker } from 'antd';

/** antd's RangePicker alone, for DateRangeInput to load when a filter bar first shows a date range. */
export default DatePicker.RangePicker;
