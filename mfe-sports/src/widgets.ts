export { HotMatches } from './widgets/HotMatches';
