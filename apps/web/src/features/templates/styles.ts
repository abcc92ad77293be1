/** Mantine CSS of the template pages, in Mantine's order (see ui/styles/base.ts). */
import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/SegmentedControl.css';
import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/Tooltip.css';
