/** 13812345678 -> 138****5678; anything shorter than a phone number is masked whole. */
export function maskPhone(phone: string | null | undefined): string {
  if (!phone) return '未绑定';
  if (phone.length < 7) return '****';
  return `${phone.slice(0, 3)}****${phone.slice(-4)}`;
}
