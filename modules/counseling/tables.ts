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
  created_at: Date;
  updated_at: Date;
}

export interface ConsultationRequestsTable {
  id: string;
  request_key: string;
  counselor_id: string;
  student_name: string;
  student_email: string;
  student_phone: string | null;
  area_of_interest: string;
  current_education_level: string | null;
  preferred_contact_method: string;
  message: string | null;
  status: string;
  requested_at: Date;
  responded_at: Date | null;
  /** The request stream's version (its number of events): the inbox's forms send it back as the expected version. */
  version: number;
}

export interface CounselingTables {
  counselors: CounselorsTable;
  consultation_requests: ConsultationRequestsTable;
}
