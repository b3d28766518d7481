import { Center, Loader } from '@mantine/core';

/** While the server says whether someone is signed in: brief, and said to screen readers. */
export function Checking() {
  return (
    <Center component="main" mih="50vh">
      <Loader aria-label="Checking who is signed in" role="status" />
    </Center>
  );
}
