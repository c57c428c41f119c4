export interface CounselorsTable {
  id: string;
  name: string;
  title: string;
  bio: string;
  specializations: string[];
  experience: string;
  education: string;
  profile_image_url: string | null;
  email: string;
  phone: string | null;
  available_hours: string;
  languages: string[];
  is_active: boolean;
  is_featured: boolean;
  consultation_fee: string;
  is_sample: boolean;
  /** Open requests taken at once; null: no limit set (decision 0041). */
  capacity: number | null;
  /** Any commission the counselor disclosed, in their words; null: none disclosed. */
  commission_disclosure: string | null;
  created_at: Date;
  updated_at: Date;
}

export interface ConsultationRequestsTable {
  id: string;
  request_key: string;
  counselor_id: string;
  /** Null once erased (with `student_phone` and `message`). */
  student_name: string | null;
  student_email: string | null;
  student_phone: string | null;
  area_of_interest: string;
  current_education_level: string | null;
  preferred_contact_method: string;
  message: string | null;
  status: string;
  requested_at: Date;
  responded_at: Date | null;
  /** The signed-in student who sent it (their account's deletion erases it); null for a visitor. */
  sender_user_id: string | null;
  /** When its sender's personal data was erased (an admin, or the sender's account deleted); null while kept. */
  erased_at: Date | null;
  /** The request stream's version (its number of events): the inbox's forms send it back as the expected version. */
  version: number;
}

export interface CounselingTables {
  counselors: CounselorsTable;
  consultation_requests: ConsultationRequestsTable;
}
