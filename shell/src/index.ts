// Async boundary: module federation negotiates the shared singletons before any of them is evaluated.
import('./app/bootstrap');
