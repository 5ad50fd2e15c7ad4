// Async boundary, as in the shell: shared singletons are negotiated before React is evaluated.
import('./bootstrap');
