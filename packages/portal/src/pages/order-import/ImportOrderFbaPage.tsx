import { ImportOrderScreen } from './ImportOrderScreen.js';

/** importOrderFba: FBA wholesale shipments from a spreadsheet. */
export default function ImportOrderFbaPage() {
  return <ImportOrderScreen kind="fba" />;
}
