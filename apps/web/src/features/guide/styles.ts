/** Mantine CSS of the guide and FAQ pages, in Mantine's order (see ui/styles/base.ts). */
import '@mantine/core/styles/Accordion.css';
import '@mantine/core/styles/List.css';
import '@mantine/core/styles/SimpleGrid.css';
