'use client';
import Tab from 'react-bootstrap/Tab';
import Tabs from 'react-bootstrap/Tabs';
import { CallbacksList, type Callback } from './callbacks-list';
import type { Paged } from './paged';

/** Request Callbacks: two tabs, received on my listings and the ones I asked for. */
export function CallbacksTabs({ received, requested }: { received: Paged<Callback>; requested: Paged<Callback> }) {
  return (
    <Tabs defaultActiveKey="received" id="callback-tabs" className="mb-3">
      <Tab eventKey="received" title="Received on my listings"><CallbacksList side="received" initial={received} /></Tab>
      <Tab eventKey="requested" title="Requested by me"><CallbacksList side="requested" initial={requested} /></Tab>
    </Tabs>
  );
}
