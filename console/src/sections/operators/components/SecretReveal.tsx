import { kit, OpsDialog } from '@app/shared/ops-ui';

export interface SecretRevealProps {
  title: string;
  /** What to hand over, e.g. [['动态验证码密钥', secret], ['otpauth 链接', uri]]. */
  secrets: Array<[string, string]>;
  onClose: () => void;
}

/** Shows a secret the server answers only once (TOTP key, API token) until the operator has copied it. */
export function SecretReveal({ title, secrets, onClose }: SecretRevealProps) {
  return (
    <OpsDialog
      title={title}
      wide
      onClose={onClose}
      footer={
        <button type="button" className={`${kit.button} ${kit.primary}`} onClick={onClose}>
          我已保存
        </button>
      }
    >
      <span className={`${kit.badge} ${kit.badgeBad}`}>只显示这一次，关闭后无法再查看</span>
      {secrets.map(([label, value]) => (
        <label key={label} className={kit.label}>
          {label}
          <input
            className={`${kit.input} ${kit.mono}`}
            readOnly
            value={value}
            onFocus={(e) => e.target.select()}
          />
        </label>
      ))}
    </OpsDialog>
  );
}
