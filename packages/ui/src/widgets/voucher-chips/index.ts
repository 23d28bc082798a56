export { VoucherChips, type VoucherChipData, type VoucherChipsProps } from './voucher-chips';
