import { Button, Muted, Section } from '@app/shared';
import { useNavigate } from 'react-router-dom';

export function LoginPrompt({ title, text }: { title: string; text: string }) {
  const navigate = useNavigate();
  return (
    <Section title={title}>
      <Muted>{text}</Muted>
      <Button block onClick={() => navigate('/pages/login/login')}>
        去登录
      </Button>
    </Section>
  );
}
