/** The profile pages: a chunk of their own, loaded when My Profile or Edit My Profile is first opened. */
export { EditProfilePage } from './edit-profile-page';
export { ProfilePage } from './profile-page';
