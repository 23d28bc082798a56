export { VoucherChips, type VoucherChipData, type VoucherChipsLabels, type VoucherChipsProps } from './voucher-chips';
