import { configure } from '@testing-library/dom';

// The suite shares two cores with the server and browser tests: give findBy/waitFor time to see
// what a quiet machine shows at once.
configure({ asyncUtilTimeout: 5000 });
