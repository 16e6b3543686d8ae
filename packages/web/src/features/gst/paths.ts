/** The GST return screens' addresses (docs/gst.md, "The /gst screen"; docs/screens.md). */
export const GST_PATH = '/gst';
export const GST_TCS_TDS_PATH = '/gst/tcs-tds';
