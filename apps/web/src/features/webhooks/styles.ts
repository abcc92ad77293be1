/** Mantine CSS of the webhook card in /config, in Mantine's order (see ui/styles/base.ts). */
import '@mantine/core/styles/CheckboxIndicator.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/Code.css';
