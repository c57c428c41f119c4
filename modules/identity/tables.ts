export interface UsersTable {
  id: string;
  email: string;
  first_name: string | null;
  last_name: string | null;
  profile_image_url: string | null;
  is_admin: boolean;
  password_hash: string;
  created_at: Date;
  updated_at: Date;
}

export interface IdentityTables {
  users: UsersTable;
}
