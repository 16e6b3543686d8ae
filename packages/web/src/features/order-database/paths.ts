/** The order database's addresses (docs/screens.md, Order DataBase MSG; docs/orders.md). */
export const ORDER_DATABASE_PATH = '/orderdatabase';
/** The order sync screen: the spec leaves its route open; it is under the order database's. */
export const ORDER_SYNC_PATH = '/orderdatabase/sync';
/** The NDR queue across both couriers (decision 312), under the order database's route too. */
export const NDR_QUEUE_PATH = '/orderdatabase/ndr';
