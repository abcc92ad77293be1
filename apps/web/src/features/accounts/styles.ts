/** Mantine CSS of the accounts page, in Mantine's order (see ui/styles/base.ts). */
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Switch.css';
import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/Tooltip.css';
