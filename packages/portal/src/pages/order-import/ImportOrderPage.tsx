import { ImportOrderScreen } from './ImportOrderScreen.js';

/** importOrder: store orders from a spreadsheet. */
export default function ImportOrderPage() {
  return <ImportOrderScreen kind="standard" />;
}
