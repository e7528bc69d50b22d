// The async boundary: shared modules are negotiated before bootstrap runs.
import('./bootstrap');
