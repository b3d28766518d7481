import { Center, Loader, Text } from '@mantine/core';

interface PageLoaderProps {
  label?: string;
}

/** What a page shows while its content or code is on the way. */
export function PageLoader({ label = 'Loading content...' }: PageLoaderProps) {
  return (
    <Center mih="60vh" role="status" style={{ flexDirection: 'column', gap: '1rem' }}>
      <Loader aria-hidden />
      <Text c="dimmed">{label}</Text>
    </Center>
  );
}
