/** Mantine CSS for the signed-in area (company dashboard, admin, settings), in Mantine's order (see base.ts). */
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/AppShell.css';
import '@mantine/core/styles/Breadcrumbs.css';
import '@mantine/core/styles/Burger.css';
import '@mantine/core/styles/CheckboxIndicator.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/Code.css';
import '@mantine/core/styles/Drawer.css';
import '@mantine/core/styles/Fieldset.css';
import '@mantine/core/styles/NavLink.css';
import '@mantine/core/styles/PasswordInput.css';
import '@mantine/core/styles/RadioIndicator.css';
import '@mantine/core/styles/Radio.css';
import '@mantine/core/styles/Tooltip.css';
import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/Tabs.css';
