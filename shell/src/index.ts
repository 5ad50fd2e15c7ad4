// No async boundary: the host's shared singletons are eager (shared/build/host.ts), in the page's own scripts.
import './app/bootstrap';
