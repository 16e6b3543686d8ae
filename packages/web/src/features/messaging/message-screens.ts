import type { MessageKind } from '@seller-desk/core';

/** The order database's tab a screen can take its orders from (issue 41 #7). */
export type DatabaseTab = 'new' | 'inTransit' | 'rto' | 'undelivered';

/** Which text a screen sends: one of the settings' templates, or the staff's own text. */
export type ScreenText = Exclude<MessageKind, 'callScript'> | 'custom';

export interface MessageScreen {
  path: string;
  /** The tab label and the page title. */
  title: string;
  text: ScreenText;
  /** The WhatsApp link form the screen starts with (the staff can switch). */
  defaultDevice: 'mobile' | 'desktop';
  /** Bulk NDR asks which courier's export it is; the others tell it from the header. */
  chooseCourier: boolean;
  /** First Message shows the call script beside each row. */
  callScript: boolean;
  /** Bulk NDR has a Call button on every screen size. */
  callButton: boolean;
  /** CSV downloads and messages name the screen. */
  description: string;
  /** The order database's tab of the screen's orders (RTO texts only to RTO orders…); null: a file only. */
  databaseTab: DatabaseTab | null;
}

/** The bulk message screens, in the order of their tabs (docs/messaging.md). */
export const MESSAGE_SCREENS: readonly MessageScreen[] = [
  {
    path: '/bulkcallwp',
    title: 'First Message',
    text: 'firstOrder',
    defaultDevice: 'mobile',
    chooseCourier: false,
    callScript: true,
    callButton: true,
    description: 'Order confirmation for new orders, with a call script',
    databaseTab: 'new',
  },
  {
    path: '/intransitbulkcallwp',
    title: 'In Transit MSG',
    text: 'inTransit',
    defaultDevice: 'mobile',
    chooseCourier: false,
    callScript: false,
    callButton: false,
    description: 'Tracking link and expected delivery for shipped orders',
    databaseTab: 'inTransit',
  },
  {
    path: '/rtobulkcallwp',
    title: 'Bulk RTO',
    text: 'rto',
    defaultDevice: 'desktop',
    chooseCourier: false,
    callScript: false,
    callButton: false,
    description: 'Orders returning to origin: an offer to order again',
    databaseTab: 'rto',
  },
  {
    path: '/ndrbulkcallwp',
    title: 'Bulk NDR',
    text: 'ndr',
    defaultDevice: 'mobile',
    chooseCourier: true,
    callScript: false,
    callButton: true,
    description: 'Failed deliveries: call or message the customer',
    databaseTab: 'undelivered',
  },
  {
    path: '/customMsgWP',
    title: 'Custom MSG',
    text: 'custom',
    defaultDevice: 'mobile',
    chooseCourier: false,
    callScript: false,
    callButton: false,
    description: 'Your own text to every customer of an export',
    databaseTab: null,
  },
];

/** Where the bulk message screens are: the menu shows them as Call WP save's. */
export const MESSAGE_SCREEN_PATHS: readonly string[] = MESSAGE_SCREENS.map((screen) => screen.path);
