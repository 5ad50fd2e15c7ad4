import { Field, FormSheet, isEmail, toast, type UserInfo, userApi, useSession } from '@app/shared';
import { useEffect, useState } from 'react';

function nicknameError(nickname: string): string | undefined {
  if (!nickname) return '昵称不能为空';
  return nickname.length > 20 ? '昵称不能超过20个字符' : undefined;
}

/** Nickname and e-mail (POST /user/update). */
export function ProfileSheet({
  open,
  user,
  onClose,
}: {
  open: boolean;
  user: UserInfo;
  onClose: () => void;
}) {
  const updateUser = useSession((state) => state.updateUser);
  const [nickname, setNickname] = useState(user.nickname);
  const [email, setEmail] = useState(user.email);
  const [errors, setErrors] = useState<{ nickname?: string; email?: string }>({});
  const [submitting, setSubmitting] = useState(false);

  useEffect(() => {
    if (open) {
      setNickname(user.nickname);
      setEmail(user.email);
      setErrors({});
    }
  }, [open, user.nickname, user.email]);

  async function save() {
    const found = {
      nickname: nicknameError(nickname.trim()),
      email: email.trim() && !isEmail(email.trim()) ? '邮箱格式不正确' : undefined,
    };
    setErrors(found);
    if (found.nickname || found.email) return;
    setSubmitting(true);
    try {
      const updated = await userApi.update({ nickname: nickname.trim(), email: email.trim() });
      updateUser(updated ?? { nickname: nickname.trim(), email: email.trim() });
      toast.success('资料已更新');
      onClose();
    } catch {
      // Toasted by the http layer.
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <FormSheet open={open} title="编辑资料" submitting={submitting} onClose={onClose} onSubmit={save}>
      <Field
        label="昵称"
        value={nickname}
        onChange={setNickname}
        error={errors.nickname}
        placeholder="请输入昵称"
      />
      <Field
        label="邮箱"
        value={email}
        onChange={setEmail}
        error={errors.email}
        type="email"
        placeholder="选填"
        data-testid="set-email"
      />
    </FormSheet>
  );
}
