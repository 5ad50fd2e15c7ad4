import { useSearchParams } from 'react-router-dom';

/** The ?id= of a detail route (0 when missing or not a number). */
export function useIdParam(): number {
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  return Number.isInteger(id) && id > 0 ? id : 0;
}
