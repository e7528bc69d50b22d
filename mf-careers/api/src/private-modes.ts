/**
 * Applications hold applicants' health-adjacent personal data: what the function writes is
 * readable by the user it runs as only, whatever the umask (other local users, other containers
 * sharing the volume with another user id).
 */
export const PRIVATE_FOLDER_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;
