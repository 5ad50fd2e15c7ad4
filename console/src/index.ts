// No async boundary: the host's shared singletons are eager, in the page's own scripts (as in the shell).
import './app/bootstrap';
