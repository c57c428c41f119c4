// Schemas of the identity forms, validated on the server.
import { z } from "zod";

export const signInSchema = z.object({
  email: z.email({ error: "Enter a valid email address, like name@example.com." }).max(254),
  password: z.string({ error: "Enter your password." }).min(1, "Enter your password.").max(200),
  redirectTo: z.string().optional(),
});

export type SignInInput = z.input<typeof signInSchema>;

export const signUpSchema = z.object({
  firstName: z.string({ error: "Enter your first name." }).trim().min(1, "Enter your first name.").max(80, "Use at most 80 characters."),
  lastName: z.string({ error: "Enter your last name." }).trim().min(1, "Enter your last name.").max(80, "Use at most 80 characters."),
  email: z.email({ error: "Enter a valid email address, like name@example.com." }).max(254),
  password: z
    .string({ error: "Choose a password of at least 10 characters." })
    .min(10, "Choose a password of at least 10 characters.")
    .max(200, "Use at most 200 characters."),
  redirectTo: z.string().optional(),
});
export type SignUpInput = z.infer<typeof signUpSchema>;
