// Content as staff publish it (the example: a new student count, a new hero line), for
// measuring pages the server renders with stored content.
export const publishedSample = {
  home: {
    heroSection: {
      title: 'Learn AI, Robotics and Coding by Building Real Projects',
      studentCountText: 'Join 1500+ students already learning with us',
    },
  },
  about: [
    {
      sectionId: 'hero',
      type: 'hero',
      content: {
        heroTitle: 'About RAAM Academy',
        heroSubtitle:
          'A technology training academy in Kodambakkam, Chennai, where 1500+ students have turned curiosity into a career.',
      },
    },
  ],
};
