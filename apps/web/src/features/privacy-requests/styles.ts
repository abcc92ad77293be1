/** Mantine CSS of the public request page beyond the public layout's (see ui/styles/base.ts for the order). */
import '@mantine/core/styles/SegmentedControl.css';
