/**
 * GENERATED from the live schema (supabase/migrations) by backend/test/schema-typegen.ts, in the shape
 * `supabase gen types typescript` writes. Do not edit: change a migration, then run
 * `UPDATE_DATABASE_TYPES=1 pnpm --filter @portal/backend exec vitest run test/schema.test.ts`.
 */
export type Json = string | number | boolean | null | { [key: string]: Json | undefined } | Json[];

export type Database = {
  // Allows to automatically instantiate createClient with right options
  // instead of createClient<Database, { PostgrestVersion: 'XX' }>(URL, KEY)
  __InternalSupabase: { PostgrestVersion: '12' };
  public: {
    Tables: {
      analytics_events: {
        Row: {
          data: Json;
          id: number;
          occurred_at: string;
          path: string | null;
          received_at: string;
          session_id: string | null;
          type: string;
          user_id: string | null;
        };
        Insert: {
          data?: Json;
          id?: never;
          occurred_at?: string;
          path?: string | null;
          received_at?: string;
          session_id?: string | null;
          type: string;
          user_id?: string | null;
        };
        Update: {
          data?: Json;
          id?: never;
          occurred_at?: string;
          path?: string | null;
          received_at?: string;
          session_id?: string | null;
          type?: string;
          user_id?: string | null;
        };
        Relationships: [
          {
            foreignKeyName: 'analytics_events_user_id_fkey';
            columns: ['user_id'];
            isOneToOne: false;
            referencedRelation: 'profiles';
            referencedColumns: ['id'];
          },
        ];
      };
      audit_log: {
        Row: {
          action: string;
          actor_id: string | null;
          actor_role: string | null;
          id: number;
          new_data: Json | null;
          occurred_at: string;
          old_data: Json | null;
          record_id: string | null;
          table_name: string;
        };
        Insert: {
          action: string;
          actor_id?: string | null;
          actor_role?: string | null;
          id?: never;
          new_data?: Json | null;
          occurred_at?: string;
          old_data?: Json | null;
          record_id?: string | null;
          table_name: string;
        };
        Update: {
          action?: string;
          actor_id?: string | null;
          actor_role?: string | null;
          id?: never;
          new_data?: Json | null;
          occurred_at?: string;
          old_data?: Json | null;
          record_id?: string | null;
          table_name?: string;
        };
        Relationships: [];
      };
      campaigns: {
        Row: {
          audience_size: number;
          budget_qar: number | null;
          channel: string;
          clicked_count: number;
          converted_count: number;
          created_at: string;
          delivered_count: number;
          ended_at: string | null;
          external_id: string | null;
          id: string;
          name: string;
          opened_count: number;
          replied_count: number;
          scheduled_at: string | null;
          sent_count: number;
          started_at: string | null;
          status: string;
          updated_at: string;
          user_id: string;
          workflow_slug: string;
        };
        Insert: {
          audience_size?: number;
          budget_qar?: number | null;
          channel?: string;
          clicked_count?: number;
          converted_count?: number;
          created_at?: string;
          delivered_count?: number;
          ended_at?: string | null;
          external_id?: string | null;
          id?: string;
          name: string;
          opened_count?: number;
          replied_count?: number;
          scheduled_at?: string | null;
          sent_count?: number;
          started_at?: string | null;
          status?: string;
          updated_at?: string;
          user_id?: string;
          workflow_slug: string;
        };
        Update: {
          audience_size?: number;
          budget_qar?: number | null;
          channel?: string;
          clicked_count?: number;
          converted_count?: number;
          created_at?: string;
          delivered_count?: number;
          ended_at?: string | null;
          external_id?: string | null;
          id?: string;
          name?: string;
          opened_count?: number;
          replied_count?: number;
          scheduled_at?: string | null;
          sent_count?: number;
          started_at?: string | null;
          status?: string;
          updated_at?: string;
          user_id?: string;
          workflow_slug?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'campaigns_user_id_fkey';
            columns: ['user_id'];
            isOneToOne: false;
            referencedRelation: 'profiles';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'campaigns_workflow_slug_fkey';
            columns: ['workflow_slug'];
            isOneToOne: false;
            referencedRelation: 'workflows';
            referencedColumns: ['slug'];
          },
        ];
      };
      chat_messages: {
        Row: {
          cited_document_ids: string[];
          content: string;
          created_at: string;
          external_id: string | null;
          fallback: boolean;
          id: string;
          latency_ms: number | null;
          model: string | null;
          question_key: string | null;
          reply_trigger: string | null;
          role: string;
          session_id: string;
          user_id: string;
        };
        Insert: {
          cited_document_ids?: string[];
          content: string;
          created_at?: string;
          external_id?: string | null;
          fallback?: boolean;
          id?: string;
          latency_ms?: number | null;
          model?: string | null;
          question_key?: never;
          reply_trigger?: string | null;
          role: string;
          session_id: string;
          user_id?: string;
        };
        Update: {
          cited_document_ids?: string[];
          content?: string;
          created_at?: string;
          external_id?: string | null;
          fallback?: boolean;
          id?: string;
          latency_ms?: number | null;
          model?: string | null;
          question_key?: never;
          reply_trigger?: string | null;
          role?: string;
          session_id?: string;
          user_id?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'chat_messages_session_fkey';
            columns: ['session_id', 'user_id'];
            isOneToOne: false;
            referencedRelation: 'chat_sessions';
            referencedColumns: ['id', 'user_id'];
          },
        ];
      };
      chat_sessions: {
        Row: {
          channel: string;
          created_at: string;
          customer_contact: string | null;
          customer_name: string | null;
          ended_at: string | null;
          external_id: string | null;
          id: string;
          language: string;
          message_count: number;
          page_url: string | null;
          product_id: string | null;
          satisfaction: number | null;
          started_at: string;
          status: string;
          topic: string | null;
          updated_at: string;
          user_id: string;
          visitor_id: string | null;
          workflow_slug: string;
        };
        Insert: {
          channel?: string;
          created_at?: string;
          customer_contact?: string | null;
          customer_name?: string | null;
          ended_at?: string | null;
          external_id?: string | null;
          id?: string;
          language?: string;
          message_count?: number;
          page_url?: string | null;
          product_id?: string | null;
          satisfaction?: number | null;
          started_at?: string;
          status?: string;
          topic?: string | null;
          updated_at?: string;
          user_id?: string;
          visitor_id?: string | null;
          workflow_slug: string;
        };
        Update: {
          channel?: string;
          created_at?: string;
          customer_contact?: string | null;
          customer_name?: string | null;
          ended_at?: string | null;
          external_id?: string | null;
          id?: string;
          language?: string;
          message_count?: number;
          page_url?: string | null;
          product_id?: string | null;
          satisfaction?: number | null;
          started_at?: string;
          status?: string;
          topic?: string | null;
          updated_at?: string;
          user_id?: string;
          visitor_id?: string | null;
          workflow_slug?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'chat_sessions_product_fkey';
            columns: ['product_id', 'user_id'];
            isOneToOne: false;
            referencedRelation: 'products';
            referencedColumns: ['id', 'user_id'];
          },
          {
            foreignKeyName: 'chat_sessions_user_id_fkey';
            columns: ['user_id'];
            isOneToOne: false;
            referencedRelation: 'profiles';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'chat_sessions_workflow_slug_fkey';
            columns: ['workflow_slug'];
            isOneToOne: false;
            referencedRelation: 'workflows';
            referencedColumns: ['slug'];
          },
        ];
      };
      client_report_emails: {
        Row: {
          attempts: number;
          bounced_at: string | null;
          created_at: string;
          frequency: string;
          id: string;
          language: string | null;
          last_error: string | null;
          period_end: string;
          period_start: string;
          requested_by: string;
          requested_by_user: string | null;
          sent_at: string | null;
          status: string;
          subject: string | null;
          to_address: string | null;
          user_id: string;
        };
        Insert: {
          attempts?: number;
          bounced_at?: string | null;
          created_at?: string;
          frequency: string;
          id?: string;
          language?: string | null;
          last_error?: string | null;
          period_end: string;
          period_start: string;
          requested_by?: string;
          requested_by_user?: string | null;
          sent_at?: string | null;
          status?: string;
          subject?: string | null;
          to_address?: string | null;
          user_id: string;
        };
        Update: {
          attempts?: number;
          bounced_at?: string | null;
          created_at?: string;
          frequency?: string;
          id?: string;
          language?: string | null;
          last_error?: string | null;
          period_end?: string;
          period_start?: string;
          requested_by?: string;
          requested_by_user?: string | null;
          sent_at?: string | null;
          status?: string;
          subject?: string | null;
          to_address?: string | null;
          user_id?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'client_report_emails_requested_by_user_fkey';
            columns: ['requested_by_user'];
            isOneToOne: false;
            referencedRelation: 'profiles';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'client_report_emails_user_id_fkey';
            columns: ['user_id'];
            isOneToOne: false;
            referencedRelation: 'profiles';
            referencedColumns: ['id'];
          },
        ];
      };
      client_workflows: {
        Row: {
          created_at: string;
          id: string;
          purchased_at: string;
          status: string;
          status_changed_at: string;
          status_changed_by: string | null;
          updated_at: string;
          user_id: string;
          workflow_slug: string;
        };
        Insert: {
          created_at?: string;
          id?: string;
          purchased_at?: string;
          status?: string;
          status_changed_at?: string;
          status_changed_by?: string | null;
          updated_at?: string;
          user_id: string;
          workflow_slug: string;
        };
        Update: {
          created_at?: string;
          id?: string;
          purchased_at?: string;
          status?: string;
          status_changed_at?: string;
          status_changed_by?: string | null;
          updated_at?: string;
          user_id?: string;
          workflow_slug?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'client_workflows_status_changed_by_fkey';
            columns: ['status_changed_by'];
            isOneToOne: false;
            referencedRelation: 'profiles';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'client_workflows_user_id_fkey';
            columns: ['user_id'];
            isOneToOne: false;
            referencedRelation: 'profiles';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'client_workflows_workflow_slug_fkey';
            columns: ['workflow_slug'];
            isOneToOne: false;
            referencedRelation: 'workflows';
            referencedColumns: ['slug'];
          },
        ];
      };
      contact_messages: {
        Row: {
          company: string | null;
          created_at: string;
          email: string;
          full_name: string;
          id: string;
          ip_hash: string | null;
          kind: string | null;
          locale: string;
          message: string;
          status: string;
          updated_at: string;
          user_id: string | null;
        };
        Insert: {
          company?: string | null;
          created_at?: string;
          email: string;
          full_name: string;
          id?: string;
          ip_hash?: string | null;
          kind?: never;
          locale?: string;
          message: string;
          status?: string;
          updated_at?: string;
          user_id?: string | null;
        };
        Update: {
          company?: string | null;
          created_at?: string;
          email?: string;
          full_name?: string;
          id?: string;
          ip_hash?: string | null;
          kind?: never;
          locale?: string;
          message?: string;
          status?: string;
          updated_at?: string;
          user_id?: string | null;
        };
        Relationships: [
          {
            foreignKeyName: 'contact_messages_user_id_fkey';
            columns: ['user_id'];
            isOneToOne: false;
            referencedRelation: 'profiles';
            referencedColumns: ['id'];
          },
        ];
      };
      contact_replies: {
        Row: {
          author_id: string | null;
          body: string;
          created_at: string;
          emailed_at: string | null;
          id: string;
          message_id: string;
          to_address: string;
        };
        Insert: {
          author_id?: string | null;
          body: string;
          created_at?: string;
          emailed_at?: string | null;
          id?: string;
          message_id: string;
          to_address?: string;
        };
        Update: {
          author_id?: string | null;
          body?: string;
          created_at?: string;
          emailed_at?: string | null;
          id?: string;
          message_id?: string;
          to_address?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'contact_replies_author_id_fkey';
            columns: ['author_id'];
            isOneToOne: false;
            referencedRelation: 'profiles';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'contact_replies_message_id_fkey';
            columns: ['message_id'];
            isOneToOne: false;
            referencedRelation: 'contact_messages';
            referencedColumns: ['id'];
          },
        ];
      };
      custom_workflow_requests: {
        Row: {
          additional_notes: string | null;
          business_problem: string;
          created_at: string;
          decided_at: string | null;
          decided_by: string | null;
          decision_note: string | null;
          description: string;
          expected_outcome: string | null;
          id: string;
          required_integrations: string | null;
          status: string;
          target_users: string | null;
          technical_requirements: string | null;
          timeline: string | null;
          updated_at: string;
          urgency: string;
          user_id: string;
          workflow_name: string;
        };
        Insert: {
          additional_notes?: string | null;
          business_problem: string;
          created_at?: string;
          decided_at?: string | null;
          decided_by?: string | null;
          decision_note?: string | null;
          description: string;
          expected_outcome?: string | null;
          id?: string;
          required_integrations?: string | null;
          status?: string;
          target_users?: string | null;
          technical_requirements?: string | null;
          timeline?: string | null;
          updated_at?: string;
          urgency?: string;
          user_id?: string;
          workflow_name: string;
        };
        Update: {
          additional_notes?: string | null;
          business_problem?: string;
          created_at?: string;
          decided_at?: string | null;
          decided_by?: string | null;
          decision_note?: string | null;
          description?: string;
          expected_outcome?: string | null;
          id?: string;
          required_integrations?: string | null;
          status?: string;
          target_users?: string | null;
          technical_requirements?: string | null;
          timeline?: string | null;
          updated_at?: string;
          urgency?: string;
          user_id?: string;
          workflow_name?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'custom_workflow_requests_decided_by_fkey';
            columns: ['decided_by'];
            isOneToOne: false;
            referencedRelation: 'profiles';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'custom_workflow_requests_user_id_fkey';
            columns: ['user_id'];
            isOneToOne: false;
            referencedRelation: 'profiles';
            referencedColumns: ['id'];
          },
        ];
      };
      database_queries: {
        Row: {
          asked_by: string | null;
          created_at: string;
          duration_ms: number | null;
          error: string | null;
          external_id: string | null;
          generated_sql: string | null;
          id: string;
          language: string;
          question: string;
          question_key: string | null;
          row_count: number | null;
          status: string;
          updated_at: string;
          user_id: string;
          workflow_slug: string;
        };
        Insert: {
          asked_by?: string | null;
          created_at?: string;
          duration_ms?: number | null;
          error?: string | null;
          external_id?: string | null;
          generated_sql?: string | null;
          id?: string;
          language?: string;
          question: string;
          question_key?: never;
          row_count?: number | null;
          status?: string;
          updated_at?: string;
          user_id?: string;
          workflow_slug: string;
        };
        Update: {
          asked_by?: string | null;
          created_at?: string;
          duration_ms?: number | null;
          error?: string | null;
          external_id?: string | null;
          generated_sql?: string | null;
          id?: string;
          language?: string;
          question?: string;
          question_key?: never;
          row_count?: number | null;
          status?: string;
          updated_at?: string;
          user_id?: string;
          workflow_slug?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'database_queries_user_id_fkey';
            columns: ['user_id'];
            isOneToOne: false;
            referencedRelation: 'profiles';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'database_queries_workflow_slug_fkey';
            columns: ['workflow_slug'];
            isOneToOne: false;
            referencedRelation: 'workflows';
            referencedColumns: ['slug'];
          },
        ];
      };
      deals: {
        Row: {
          closed_at: string | null;
          created_at: string;
          customer_name: string;
          expected_close_on: string | null;
          external_id: string | null;
          external_ref: string | null;
          id: string;
          lead_id: string | null;
          probability: number;
          stage: string;
          title: string;
          updated_at: string;
          user_id: string;
          value_qar: number;
          workflow_slug: string;
        };
        Insert: {
          closed_at?: string | null;
          created_at?: string;
          customer_name: string;
          expected_close_on?: string | null;
          external_id?: string | null;
          external_ref?: string | null;
          id?: string;
          lead_id?: string | null;
          probability?: number;
          stage?: string;
          title: string;
          updated_at?: string;
          user_id?: string;
          value_qar?: number;
          workflow_slug: string;
        };
        Update: {
          closed_at?: string | null;
          created_at?: string;
          customer_name?: string;
          expected_close_on?: string | null;
          external_id?: string | null;
          external_ref?: string | null;
          id?: string;
          lead_id?: string | null;
          probability?: number;
          stage?: string;
          title?: string;
          updated_at?: string;
          user_id?: string;
          value_qar?: number;
          workflow_slug?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'deals_lead_fkey';
            columns: ['lead_id', 'user_id'];
            isOneToOne: false;
            referencedRelation: 'leads';
            referencedColumns: ['id', 'user_id'];
          },
          {
            foreignKeyName: 'deals_user_id_fkey';
            columns: ['user_id'];
            isOneToOne: false;
            referencedRelation: 'profiles';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'deals_workflow_slug_fkey';
            columns: ['workflow_slug'];
            isOneToOne: false;
            referencedRelation: 'workflows';
            referencedColumns: ['slug'];
          },
        ];
      };
      dietitian_messages: {
        Row: {
          adherence_pct: number | null;
          answered_at: string | null;
          client_name: string;
          client_phone: string;
          created_at: string;
          external_id: string | null;
          id: string;
          kind: string;
          language: string;
          sent_at: string;
          updated_at: string;
          user_id: string;
          workflow_slug: string;
        };
        Insert: {
          adherence_pct?: number | null;
          answered_at?: string | null;
          client_name: string;
          client_phone: string;
          created_at?: string;
          external_id?: string | null;
          id?: string;
          kind: string;
          language?: string;
          sent_at?: string;
          updated_at?: string;
          user_id?: string;
          workflow_slug: string;
        };
        Update: {
          adherence_pct?: number | null;
          answered_at?: string | null;
          client_name?: string;
          client_phone?: string;
          created_at?: string;
          external_id?: string | null;
          id?: string;
          kind?: string;
          language?: string;
          sent_at?: string;
          updated_at?: string;
          user_id?: string;
          workflow_slug?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'dietitian_messages_user_id_fkey';
            columns: ['user_id'];
            isOneToOne: false;
            referencedRelation: 'profiles';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'dietitian_messages_workflow_slug_fkey';
            columns: ['workflow_slug'];
            isOneToOne: false;
            referencedRelation: 'workflows';
            referencedColumns: ['slug'];
          },
        ];
      };
      documents: {
        Row: {
          chunk_count: number;
          created_at: string;
          error: string | null;
          external_id: string | null;
          id: string;
          indexed_at: string | null;
          language: string;
          size_bytes: number;
          source_type: string;
          source_url: string | null;
          status: string;
          title: string;
          updated_at: string;
          user_id: string;
          workflow_slug: string;
        };
        Insert: {
          chunk_count?: number;
          created_at?: string;
          error?: string | null;
          external_id?: string | null;
          id?: string;
          indexed_at?: string | null;
          language?: string;
          size_bytes?: number;
          source_type?: string;
          source_url?: string | null;
          status?: string;
          title: string;
          updated_at?: string;
          user_id?: string;
          workflow_slug: string;
        };
        Update: {
          chunk_count?: number;
          created_at?: string;
          error?: string | null;
          external_id?: string | null;
          id?: string;
          indexed_at?: string | null;
          language?: string;
          size_bytes?: number;
          source_type?: string;
          source_url?: string | null;
          status?: string;
          title?: string;
          updated_at?: string;
          user_id?: string;
          workflow_slug?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'documents_user_id_fkey';
            columns: ['user_id'];
            isOneToOne: false;
            referencedRelation: 'profiles';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'documents_workflow_slug_fkey';
            columns: ['workflow_slug'];
            isOneToOne: false;
            referencedRelation: 'workflows';
            referencedColumns: ['slug'];
          },
        ];
      };
      emails: {
        Row: {
          action_items: string[];
          campaign_id: string | null;
          created_at: string;
          direction: string;
          external_id: string | null;
          from_address: string;
          id: string;
          label: string | null;
          label_corrected: boolean;
          labelled_at: string | null;
          original_label: string | null;
          priority: string;
          received_at: string;
          responded_at: string | null;
          response_time_seconds: number | null;
          sentiment: string | null;
          snippet: string | null;
          status: string;
          subject: string;
          summary: string | null;
          thread_id: string | null;
          to_address: string;
          updated_at: string;
          user_id: string;
          word_count: number | null;
          workflow_slug: string;
        };
        Insert: {
          action_items?: string[];
          campaign_id?: string | null;
          created_at?: string;
          direction?: string;
          external_id?: string | null;
          from_address: string;
          id?: string;
          label?: string | null;
          label_corrected?: never;
          labelled_at?: string | null;
          original_label?: string | null;
          priority?: string;
          received_at?: string;
          responded_at?: string | null;
          response_time_seconds?: number | null;
          sentiment?: string | null;
          snippet?: string | null;
          status?: string;
          subject?: string;
          summary?: string | null;
          thread_id?: string | null;
          to_address: string;
          updated_at?: string;
          user_id?: string;
          word_count?: number | null;
          workflow_slug: string;
        };
        Update: {
          action_items?: string[];
          campaign_id?: string | null;
          created_at?: string;
          direction?: string;
          external_id?: string | null;
          from_address?: string;
          id?: string;
          label?: string | null;
          label_corrected?: never;
          labelled_at?: string | null;
          original_label?: string | null;
          priority?: string;
          received_at?: string;
          responded_at?: string | null;
          response_time_seconds?: number | null;
          sentiment?: string | null;
          snippet?: string | null;
          status?: string;
          subject?: string;
          summary?: string | null;
          thread_id?: string | null;
          to_address?: string;
          updated_at?: string;
          user_id?: string;
          word_count?: number | null;
          workflow_slug?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'emails_campaign_fkey';
            columns: ['campaign_id', 'user_id'];
            isOneToOne: false;
            referencedRelation: 'campaigns';
            referencedColumns: ['id', 'user_id'];
          },
          {
            foreignKeyName: 'emails_user_id_fkey';
            columns: ['user_id'];
            isOneToOne: false;
            referencedRelation: 'profiles';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'emails_workflow_slug_fkey';
            columns: ['workflow_slug'];
            isOneToOne: false;
            referencedRelation: 'workflows';
            referencedColumns: ['slug'];
          },
        ];
      };
      financial_reports: {
        Row: {
          created_at: string;
          expenses_qar: number;
          external_id: string | null;
          file_url: string | null;
          generated_at: string | null;
          id: string;
          period: string;
          period_end: string;
          period_start: string;
          report_type: string;
          revenue_qar: number;
          status: string;
          summary: string | null;
          title: string;
          updated_at: string;
          user_id: string;
          workflow_slug: string;
        };
        Insert: {
          created_at?: string;
          expenses_qar?: number;
          external_id?: string | null;
          file_url?: string | null;
          generated_at?: string | null;
          id?: string;
          period?: string;
          period_end: string;
          period_start: string;
          report_type?: string;
          revenue_qar?: number;
          status?: string;
          summary?: string | null;
          title: string;
          updated_at?: string;
          user_id?: string;
          workflow_slug: string;
        };
        Update: {
          created_at?: string;
          expenses_qar?: number;
          external_id?: string | null;
          file_url?: string | null;
          generated_at?: string | null;
          id?: string;
          period?: string;
          period_end?: string;
          period_start?: string;
          report_type?: string;
          revenue_qar?: number;
          status?: string;
          summary?: string | null;
          title?: string;
          updated_at?: string;
          user_id?: string;
          workflow_slug?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'financial_reports_user_id_fkey';
            columns: ['user_id'];
            isOneToOne: false;
            referencedRelation: 'profiles';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'financial_reports_workflow_slug_fkey';
            columns: ['workflow_slug'];
            isOneToOne: false;
            referencedRelation: 'workflows';
            referencedColumns: ['slug'];
          },
        ];
      };
      hr_requests: {
        Row: {
          answered_by_assistant: boolean;
          channel: string;
          created_at: string;
          details: string | null;
          employee_contact: string | null;
          employee_name: string;
          external_id: string | null;
          id: string;
          request_type: string;
          resolved_at: string | null;
          status: string;
          updated_at: string;
          user_id: string;
          workflow_slug: string;
        };
        Insert: {
          answered_by_assistant?: boolean;
          channel?: string;
          created_at?: string;
          details?: string | null;
          employee_contact?: string | null;
          employee_name: string;
          external_id?: string | null;
          id?: string;
          request_type: string;
          resolved_at?: string | null;
          status?: string;
          updated_at?: string;
          user_id?: string;
          workflow_slug: string;
        };
        Update: {
          answered_by_assistant?: boolean;
          channel?: string;
          created_at?: string;
          details?: string | null;
          employee_contact?: string | null;
          employee_name?: string;
          external_id?: string | null;
          id?: string;
          request_type?: string;
          resolved_at?: string | null;
          status?: string;
          updated_at?: string;
          user_id?: string;
          workflow_slug?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'hr_requests_user_id_fkey';
            columns: ['user_id'];
            isOneToOne: false;
            referencedRelation: 'profiles';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'hr_requests_workflow_slug_fkey';
            columns: ['workflow_slug'];
            isOneToOne: false;
            referencedRelation: 'workflows';
            referencedColumns: ['slug'];
          },
        ];
      };
      intake_keys: {
        Row: {
          created_at: string;
          created_by: string | null;
          id: string;
          label: string;
          last_used_at: string | null;
          prefix: string;
          rate_limit_per_minute: number;
          revoked_at: string | null;
          revoked_by: string | null;
          user_id: string;
          workflow_slug: string;
        };
        Insert: {
          created_at?: string;
          created_by?: string | null;
          id?: string;
          label: string;
          last_used_at?: string | null;
          prefix: string;
          rate_limit_per_minute?: number;
          revoked_at?: string | null;
          revoked_by?: string | null;
          user_id: string;
          workflow_slug: string;
        };
        Update: {
          created_at?: string;
          created_by?: string | null;
          id?: string;
          label?: string;
          last_used_at?: string | null;
          prefix?: string;
          rate_limit_per_minute?: number;
          revoked_at?: string | null;
          revoked_by?: string | null;
          user_id?: string;
          workflow_slug?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'intake_keys_user_id_fkey';
            columns: ['user_id'];
            isOneToOne: false;
            referencedRelation: 'profiles';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'intake_keys_workflow_slug_fkey';
            columns: ['workflow_slug'];
            isOneToOne: false;
            referencedRelation: 'workflows';
            referencedColumns: ['slug'];
          },
        ];
      };
      invoices: {
        Row: {
          amount_qar: number;
          created_at: string;
          customer_email: string | null;
          customer_name: string;
          customer_phone: string | null;
          due_on: string;
          external_id: string | null;
          id: string;
          invoice_number: string;
          issued_on: string;
          last_reminder_at: string | null;
          paid_at: string | null;
          reminders_sent: number;
          status: string;
          updated_at: string;
          user_id: string;
          workflow_slug: string;
        };
        Insert: {
          amount_qar: number;
          created_at?: string;
          customer_email?: string | null;
          customer_name: string;
          customer_phone?: string | null;
          due_on: string;
          external_id?: string | null;
          id?: string;
          invoice_number: string;
          issued_on?: string;
          last_reminder_at?: string | null;
          paid_at?: string | null;
          reminders_sent?: number;
          status?: string;
          updated_at?: string;
          user_id?: string;
          workflow_slug: string;
        };
        Update: {
          amount_qar?: number;
          created_at?: string;
          customer_email?: string | null;
          customer_name?: string;
          customer_phone?: string | null;
          due_on?: string;
          external_id?: string | null;
          id?: string;
          invoice_number?: string;
          issued_on?: string;
          last_reminder_at?: string | null;
          paid_at?: string | null;
          reminders_sent?: number;
          status?: string;
          updated_at?: string;
          user_id?: string;
          workflow_slug?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'invoices_user_id_fkey';
            columns: ['user_id'];
            isOneToOne: false;
            referencedRelation: 'profiles';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'invoices_workflow_slug_fkey';
            columns: ['workflow_slug'];
            isOneToOne: false;
            referencedRelation: 'workflows';
            referencedColumns: ['slug'];
          },
        ];
      };
      job_applications: {
        Row: {
          applied_at: string;
          candidate_name: string;
          created_at: string;
          cv_url: string | null;
          email: string | null;
          external_id: string | null;
          id: string;
          job_title: string;
          phone: string | null;
          score: number | null;
          screened_at: string | null;
          source: string;
          stage: string;
          updated_at: string;
          user_id: string;
          workflow_slug: string;
        };
        Insert: {
          applied_at?: string;
          candidate_name: string;
          created_at?: string;
          cv_url?: string | null;
          email?: string | null;
          external_id?: string | null;
          id?: string;
          job_title: string;
          phone?: string | null;
          score?: number | null;
          screened_at?: string | null;
          source?: string;
          stage?: string;
          updated_at?: string;
          user_id?: string;
          workflow_slug: string;
        };
        Update: {
          applied_at?: string;
          candidate_name?: string;
          created_at?: string;
          cv_url?: string | null;
          email?: string | null;
          external_id?: string | null;
          id?: string;
          job_title?: string;
          phone?: string | null;
          score?: number | null;
          screened_at?: string | null;
          source?: string;
          stage?: string;
          updated_at?: string;
          user_id?: string;
          workflow_slug?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'job_applications_user_id_fkey';
            columns: ['user_id'];
            isOneToOne: false;
            referencedRelation: 'profiles';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'job_applications_workflow_slug_fkey';
            columns: ['workflow_slug'];
            isOneToOne: false;
            referencedRelation: 'workflows';
            referencedColumns: ['slug'];
          },
        ];
      };
      leads: {
        Row: {
          company: string | null;
          created_at: string;
          email: string | null;
          estimated_value_qar: number | null;
          external_id: string | null;
          full_name: string;
          id: string;
          last_contacted_at: string | null;
          notes: string | null;
          phone: string | null;
          score: number;
          source: string;
          status: string;
          updated_at: string;
          user_id: string;
          workflow_slug: string;
        };
        Insert: {
          company?: string | null;
          created_at?: string;
          email?: string | null;
          estimated_value_qar?: number | null;
          external_id?: string | null;
          full_name: string;
          id?: string;
          last_contacted_at?: string | null;
          notes?: string | null;
          phone?: string | null;
          score?: number;
          source?: string;
          status?: string;
          updated_at?: string;
          user_id?: string;
          workflow_slug: string;
        };
        Update: {
          company?: string | null;
          created_at?: string;
          email?: string | null;
          estimated_value_qar?: number | null;
          external_id?: string | null;
          full_name?: string;
          id?: string;
          last_contacted_at?: string | null;
          notes?: string | null;
          phone?: string | null;
          score?: number;
          source?: string;
          status?: string;
          updated_at?: string;
          user_id?: string;
          workflow_slug?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'leads_user_id_fkey';
            columns: ['user_id'];
            isOneToOne: false;
            referencedRelation: 'profiles';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'leads_workflow_slug_fkey';
            columns: ['workflow_slug'];
            isOneToOne: false;
            referencedRelation: 'workflows';
            referencedColumns: ['slug'];
          },
        ];
      };
      newsletter_subscribers: {
        Row: {
          created_at: string;
          email: string;
          id: string;
          ip_hash: string | null;
          locale: string;
          source: string;
          status: string;
          unsubscribed_at: string | null;
        };
        Insert: {
          created_at?: string;
          email: string;
          id?: string;
          ip_hash?: string | null;
          locale?: string;
          source?: string;
          status?: string;
          unsubscribed_at?: string | null;
        };
        Update: {
          created_at?: string;
          email?: string;
          id?: string;
          ip_hash?: string | null;
          locale?: string;
          source?: string;
          status?: string;
          unsubscribed_at?: string | null;
        };
        Relationships: [];
      };
      notifications: {
        Row: {
          created_at: string;
          id: string;
          link: string | null;
          message: string;
          message_ar: string | null;
          read_at: string | null;
          title: string;
          title_ar: string | null;
          type: string;
          user_id: string;
        };
        Insert: {
          created_at?: string;
          id?: string;
          link?: string | null;
          message: string;
          message_ar?: string | null;
          read_at?: string | null;
          title: string;
          title_ar?: string | null;
          type?: string;
          user_id: string;
        };
        Update: {
          created_at?: string;
          id?: string;
          link?: string | null;
          message?: string;
          message_ar?: string | null;
          read_at?: string | null;
          title?: string;
          title_ar?: string | null;
          type?: string;
          user_id?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'notifications_user_id_fkey';
            columns: ['user_id'];
            isOneToOne: false;
            referencedRelation: 'profiles';
            referencedColumns: ['id'];
          },
        ];
      };
      onboardings: {
        Row: {
          client_name: string;
          company: string | null;
          completed_at: string | null;
          created_at: string;
          email: string | null;
          external_id: string | null;
          id: string;
          progress: number;
          stage: string;
          started_at: string;
          steps: Json;
          updated_at: string;
          user_id: string;
          workflow_slug: string;
        };
        Insert: {
          client_name: string;
          company?: string | null;
          completed_at?: string | null;
          created_at?: string;
          email?: string | null;
          external_id?: string | null;
          id?: string;
          progress?: number;
          stage?: string;
          started_at?: string;
          steps?: Json;
          updated_at?: string;
          user_id?: string;
          workflow_slug: string;
        };
        Update: {
          client_name?: string;
          company?: string | null;
          completed_at?: string | null;
          created_at?: string;
          email?: string | null;
          external_id?: string | null;
          id?: string;
          progress?: number;
          stage?: string;
          started_at?: string;
          steps?: Json;
          updated_at?: string;
          user_id?: string;
          workflow_slug?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'onboardings_user_id_fkey';
            columns: ['user_id'];
            isOneToOne: false;
            referencedRelation: 'profiles';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'onboardings_workflow_slug_fkey';
            columns: ['workflow_slug'];
            isOneToOne: false;
            referencedRelation: 'workflows';
            referencedColumns: ['slug'];
          },
        ];
      };
      orders: {
        Row: {
          channel: string;
          created_at: string;
          customer_name: string;
          customer_phone: string | null;
          external_id: string | null;
          id: string;
          items: Json;
          order_number: string;
          paid_at: string | null;
          session_id: string | null;
          status: string;
          total_qar: number;
          updated_at: string;
          user_id: string;
          workflow_slug: string;
        };
        Insert: {
          channel?: string;
          created_at?: string;
          customer_name: string;
          customer_phone?: string | null;
          external_id?: string | null;
          id?: string;
          items?: Json;
          order_number: string;
          paid_at?: string | null;
          session_id?: string | null;
          status?: string;
          total_qar?: number;
          updated_at?: string;
          user_id?: string;
          workflow_slug: string;
        };
        Update: {
          channel?: string;
          created_at?: string;
          customer_name?: string;
          customer_phone?: string | null;
          external_id?: string | null;
          id?: string;
          items?: Json;
          order_number?: string;
          paid_at?: string | null;
          session_id?: string | null;
          status?: string;
          total_qar?: number;
          updated_at?: string;
          user_id?: string;
          workflow_slug?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'orders_session_fkey';
            columns: ['session_id', 'user_id'];
            isOneToOne: false;
            referencedRelation: 'chat_sessions';
            referencedColumns: ['id', 'user_id'];
          },
          {
            foreignKeyName: 'orders_user_id_fkey';
            columns: ['user_id'];
            isOneToOne: false;
            referencedRelation: 'profiles';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'orders_workflow_slug_fkey';
            columns: ['workflow_slug'];
            isOneToOne: false;
            referencedRelation: 'workflows';
            referencedColumns: ['slug'];
          },
        ];
      };
      products: {
        Row: {
          category: string | null;
          created_at: string;
          external_id: string | null;
          id: string;
          is_active: boolean;
          name_ar: string;
          name_en: string;
          price_qar: number;
          sku: string;
          stock: number;
          synced_at: string | null;
          updated_at: string;
          user_id: string;
          workflow_slug: string;
        };
        Insert: {
          category?: string | null;
          created_at?: string;
          external_id?: string | null;
          id?: string;
          is_active?: boolean;
          name_ar: string;
          name_en: string;
          price_qar: number;
          sku: string;
          stock?: number;
          synced_at?: string | null;
          updated_at?: string;
          user_id?: string;
          workflow_slug: string;
        };
        Update: {
          category?: string | null;
          created_at?: string;
          external_id?: string | null;
          id?: string;
          is_active?: boolean;
          name_ar?: string;
          name_en?: string;
          price_qar?: number;
          sku?: string;
          stock?: number;
          synced_at?: string | null;
          updated_at?: string;
          user_id?: string;
          workflow_slug?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'products_user_id_fkey';
            columns: ['user_id'];
            isOneToOne: false;
            referencedRelation: 'profiles';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'products_workflow_slug_fkey';
            columns: ['workflow_slug'];
            isOneToOne: false;
            referencedRelation: 'workflows';
            referencedColumns: ['slug'];
          },
        ];
      };
      profiles: {
        Row: {
          avatar_updated_at: string | null;
          company: string | null;
          created_at: string;
          email: string | null;
          email_notifications: boolean;
          full_name: string;
          id: string;
          language: string;
          phone: string | null;
          position: string | null;
          role: string;
          session_timeout: string;
          system_updates: boolean;
          theme: string;
          updated_at: string;
          workflow_alerts: boolean;
        };
        Insert: {
          avatar_updated_at?: string | null;
          company?: string | null;
          created_at?: string;
          email?: string | null;
          email_notifications?: boolean;
          full_name?: string;
          id: string;
          language?: string;
          phone?: string | null;
          position?: string | null;
          role?: string;
          session_timeout?: string;
          system_updates?: boolean;
          theme?: string;
          updated_at?: string;
          workflow_alerts?: boolean;
        };
        Update: {
          avatar_updated_at?: string | null;
          company?: string | null;
          created_at?: string;
          email?: string | null;
          email_notifications?: boolean;
          full_name?: string;
          id?: string;
          language?: string;
          phone?: string | null;
          position?: string | null;
          role?: string;
          session_timeout?: string;
          system_updates?: boolean;
          theme?: string;
          updated_at?: string;
          workflow_alerts?: boolean;
        };
        Relationships: [
          {
            foreignKeyName: 'profiles_id_fkey';
            columns: ['id'];
            isOneToOne: true;
            referencedRelation: 'users';
            referencedColumns: ['id'];
          },
        ];
      };
      report_settings: {
        Row: {
          email_enabled: boolean;
          frequency: string;
          send_hour: number;
          updated_at: string;
          user_id: string;
        };
        Insert: {
          email_enabled?: boolean;
          frequency?: string;
          send_hour?: number;
          updated_at?: string;
          user_id?: string;
        };
        Update: {
          email_enabled?: boolean;
          frequency?: string;
          send_hour?: number;
          updated_at?: string;
          user_id?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'report_settings_user_id_fkey';
            columns: ['user_id'];
            isOneToOne: true;
            referencedRelation: 'profiles';
            referencedColumns: ['id'];
          },
        ];
      };
      request_attachments: {
        Row: {
          content_type: string;
          created_at: string;
          file_name: string;
          id: string;
          message_id: string | null;
          object_name: string;
          request_id: string;
          request_kind: string;
          size_bytes: number;
          uploaded_by: string | null;
          user_id: string;
        };
        Insert: {
          content_type?: string;
          created_at?: string;
          file_name: string;
          id?: string;
          message_id?: string | null;
          object_name: string;
          request_id: string;
          request_kind: string;
          size_bytes?: number;
          uploaded_by?: string | null;
          user_id?: string;
        };
        Update: {
          content_type?: string;
          created_at?: string;
          file_name?: string;
          id?: string;
          message_id?: string | null;
          object_name?: string;
          request_id?: string;
          request_kind?: string;
          size_bytes?: number;
          uploaded_by?: string | null;
          user_id?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'request_attachments_message_id_fkey';
            columns: ['message_id'];
            isOneToOne: false;
            referencedRelation: 'workflow_request_messages';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'request_attachments_uploaded_by_fkey';
            columns: ['uploaded_by'];
            isOneToOne: false;
            referencedRelation: 'profiles';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'request_attachments_user_id_fkey';
            columns: ['user_id'];
            isOneToOne: false;
            referencedRelation: 'profiles';
            referencedColumns: ['id'];
          },
        ];
      };
      social_posts: {
        Row: {
          clicks: number;
          comments: number;
          content: string;
          created_at: string;
          external_id: string | null;
          id: string;
          impressions: number;
          language: string;
          likes: number;
          platform: string;
          published_at: string | null;
          scheduled_at: string | null;
          shares: number;
          status: string;
          updated_at: string;
          user_id: string;
          workflow_slug: string;
        };
        Insert: {
          clicks?: number;
          comments?: number;
          content: string;
          created_at?: string;
          external_id?: string | null;
          id?: string;
          impressions?: number;
          language?: string;
          likes?: number;
          platform: string;
          published_at?: string | null;
          scheduled_at?: string | null;
          shares?: number;
          status?: string;
          updated_at?: string;
          user_id?: string;
          workflow_slug: string;
        };
        Update: {
          clicks?: number;
          comments?: number;
          content?: string;
          created_at?: string;
          external_id?: string | null;
          id?: string;
          impressions?: number;
          language?: string;
          likes?: number;
          platform?: string;
          published_at?: string | null;
          scheduled_at?: string | null;
          shares?: number;
          status?: string;
          updated_at?: string;
          user_id?: string;
          workflow_slug?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'social_posts_user_id_fkey';
            columns: ['user_id'];
            isOneToOne: false;
            referencedRelation: 'profiles';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'social_posts_workflow_slug_fkey';
            columns: ['workflow_slug'];
            isOneToOne: false;
            referencedRelation: 'workflows';
            referencedColumns: ['slug'];
          },
        ];
      };
      workflow_access_requests: {
        Row: {
          created_at: string;
          decided_at: string | null;
          decided_by: string | null;
          decision_note: string | null;
          id: string;
          message: string | null;
          status: string;
          updated_at: string;
          user_id: string;
          workflow_name: string;
          workflow_slug: string | null;
        };
        Insert: {
          created_at?: string;
          decided_at?: string | null;
          decided_by?: string | null;
          decision_note?: string | null;
          id?: string;
          message?: string | null;
          status?: string;
          updated_at?: string;
          user_id?: string;
          workflow_name: string;
          workflow_slug?: string | null;
        };
        Update: {
          created_at?: string;
          decided_at?: string | null;
          decided_by?: string | null;
          decision_note?: string | null;
          id?: string;
          message?: string | null;
          status?: string;
          updated_at?: string;
          user_id?: string;
          workflow_name?: string;
          workflow_slug?: string | null;
        };
        Relationships: [
          {
            foreignKeyName: 'workflow_access_requests_decided_by_fkey';
            columns: ['decided_by'];
            isOneToOne: false;
            referencedRelation: 'profiles';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'workflow_access_requests_user_id_fkey';
            columns: ['user_id'];
            isOneToOne: false;
            referencedRelation: 'profiles';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'workflow_access_requests_workflow_slug_fkey';
            columns: ['workflow_slug'];
            isOneToOne: false;
            referencedRelation: 'workflows';
            referencedColumns: ['slug'];
          },
        ];
      };
      workflow_control_requests: {
        Row: {
          action: string;
          created_at: string;
          decided_at: string | null;
          decided_by: string | null;
          decision_note: string | null;
          details: string | null;
          id: string;
          source: string;
          status: string;
          submitted_at: string;
          updated_at: string;
          user_id: string;
          workflow_slug: string;
        };
        Insert: {
          action: string;
          created_at?: string;
          decided_at?: string | null;
          decided_by?: string | null;
          decision_note?: string | null;
          details?: string | null;
          id?: string;
          source?: string;
          status?: string;
          submitted_at?: string;
          updated_at?: string;
          user_id?: string;
          workflow_slug: string;
        };
        Update: {
          action?: string;
          created_at?: string;
          decided_at?: string | null;
          decided_by?: string | null;
          decision_note?: string | null;
          details?: string | null;
          id?: string;
          source?: string;
          status?: string;
          submitted_at?: string;
          updated_at?: string;
          user_id?: string;
          workflow_slug?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'workflow_control_requests_decided_by_fkey';
            columns: ['decided_by'];
            isOneToOne: false;
            referencedRelation: 'profiles';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'workflow_control_requests_user_id_fkey';
            columns: ['user_id'];
            isOneToOne: false;
            referencedRelation: 'profiles';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'workflow_control_requests_workflow_slug_fkey';
            columns: ['workflow_slug'];
            isOneToOne: false;
            referencedRelation: 'workflows';
            referencedColumns: ['slug'];
          },
        ];
      };
      workflow_data_freshness: {
        Row: {
          expected_interval_minutes: number;
          failing_alerted_at: string | null;
          failure_rate_threshold: number;
          last_arrived_at: string | null;
          stale_alerted_at: string | null;
          updated_at: string;
          user_id: string;
          workflow_slug: string;
        };
        Insert: {
          expected_interval_minutes?: number;
          failing_alerted_at?: string | null;
          failure_rate_threshold?: number;
          last_arrived_at?: string | null;
          stale_alerted_at?: string | null;
          updated_at?: string;
          user_id: string;
          workflow_slug: string;
        };
        Update: {
          expected_interval_minutes?: number;
          failing_alerted_at?: string | null;
          failure_rate_threshold?: number;
          last_arrived_at?: string | null;
          stale_alerted_at?: string | null;
          updated_at?: string;
          user_id?: string;
          workflow_slug?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'workflow_data_freshness_client_workflow_fkey';
            columns: ['user_id', 'workflow_slug'];
            isOneToOne: true;
            referencedRelation: 'client_workflows';
            referencedColumns: ['user_id', 'workflow_slug'];
          },
        ];
      };
      workflow_execution_settings: {
        Row: {
          created_at: string;
          execution_webhook_url: string | null;
          is_enabled: boolean;
          timeout_ms: number;
          updated_at: string;
          updated_by: string | null;
          workflow_slug: string;
        };
        Insert: {
          created_at?: string;
          execution_webhook_url?: string | null;
          is_enabled?: boolean;
          timeout_ms?: number;
          updated_at?: string;
          updated_by?: string | null;
          workflow_slug: string;
        };
        Update: {
          created_at?: string;
          execution_webhook_url?: string | null;
          is_enabled?: boolean;
          timeout_ms?: number;
          updated_at?: string;
          updated_by?: string | null;
          workflow_slug?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'workflow_execution_settings_updated_by_fkey';
            columns: ['updated_by'];
            isOneToOne: false;
            referencedRelation: 'profiles';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'workflow_execution_settings_workflow_slug_fkey';
            columns: ['workflow_slug'];
            isOneToOne: true;
            referencedRelation: 'workflows';
            referencedColumns: ['slug'];
          },
        ];
      };
      workflow_purchases: {
        Row: {
          created_at: string;
          decided_at: string | null;
          decided_by: string | null;
          decision_note: string | null;
          id: string;
          monthly_cost_qar: number | null;
          setup_cost_qar: number | null;
          status: string;
          updated_at: string;
          user_id: string;
          workflow_slug: string;
        };
        Insert: {
          created_at?: string;
          decided_at?: string | null;
          decided_by?: string | null;
          decision_note?: string | null;
          id?: string;
          monthly_cost_qar?: number | null;
          setup_cost_qar?: number | null;
          status?: string;
          updated_at?: string;
          user_id?: string;
          workflow_slug: string;
        };
        Update: {
          created_at?: string;
          decided_at?: string | null;
          decided_by?: string | null;
          decision_note?: string | null;
          id?: string;
          monthly_cost_qar?: number | null;
          setup_cost_qar?: number | null;
          status?: string;
          updated_at?: string;
          user_id?: string;
          workflow_slug?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'workflow_purchases_decided_by_fkey';
            columns: ['decided_by'];
            isOneToOne: false;
            referencedRelation: 'profiles';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'workflow_purchases_user_id_fkey';
            columns: ['user_id'];
            isOneToOne: false;
            referencedRelation: 'profiles';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'workflow_purchases_workflow_slug_fkey';
            columns: ['workflow_slug'];
            isOneToOne: false;
            referencedRelation: 'workflows';
            referencedColumns: ['slug'];
          },
        ];
      };
      workflow_request_messages: {
        Row: {
          content: string;
          created_at: string;
          id: string;
          read_at: string | null;
          request_id: string;
          request_kind: string;
          sender_id: string | null;
          sender_type: string;
          user_id: string;
          workflow_name: string | null;
        };
        Insert: {
          content: string;
          created_at?: string;
          id?: string;
          read_at?: string | null;
          request_id: string;
          request_kind?: string;
          sender_id?: string | null;
          sender_type: string;
          user_id: string;
          workflow_name?: string | null;
        };
        Update: {
          content?: string;
          created_at?: string;
          id?: string;
          read_at?: string | null;
          request_id?: string;
          request_kind?: string;
          sender_id?: string | null;
          sender_type?: string;
          user_id?: string;
          workflow_name?: string | null;
        };
        Relationships: [
          {
            foreignKeyName: 'workflow_request_messages_sender_id_fkey';
            columns: ['sender_id'];
            isOneToOne: false;
            referencedRelation: 'profiles';
            referencedColumns: ['id'];
          },
        ];
      };
      workflow_runs: {
        Row: {
          created_at: string;
          duration_ms: number | null;
          error: string | null;
          executor: string;
          external_id: string | null;
          finished_at: string | null;
          id: string;
          input: Json;
          output: Json | null;
          started_at: string | null;
          started_by: string | null;
          status: string;
          steps: Json;
          updated_at: string;
          user_id: string;
          workflow_slug: string;
        };
        Insert: {
          created_at?: string;
          duration_ms?: number | null;
          error?: string | null;
          executor?: string;
          external_id?: string | null;
          finished_at?: string | null;
          id?: string;
          input?: Json;
          output?: Json | null;
          started_at?: string | null;
          started_by?: string | null;
          status?: string;
          steps?: Json;
          updated_at?: string;
          user_id?: string;
          workflow_slug: string;
        };
        Update: {
          created_at?: string;
          duration_ms?: number | null;
          error?: string | null;
          executor?: string;
          external_id?: string | null;
          finished_at?: string | null;
          id?: string;
          input?: Json;
          output?: Json | null;
          started_at?: string | null;
          started_by?: string | null;
          status?: string;
          steps?: Json;
          updated_at?: string;
          user_id?: string;
          workflow_slug?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'workflow_runs_started_by_fkey';
            columns: ['started_by'];
            isOneToOne: false;
            referencedRelation: 'profiles';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'workflow_runs_user_id_fkey';
            columns: ['user_id'];
            isOneToOne: false;
            referencedRelation: 'profiles';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'workflow_runs_workflow_slug_fkey';
            columns: ['workflow_slug'];
            isOneToOne: false;
            referencedRelation: 'workflows';
            referencedColumns: ['slug'];
          },
        ];
      };
      workflows: {
        Row: {
          category: string;
          complexity: string;
          created_at: string;
          description_ar: string;
          description_en: string;
          family: string;
          features_ar: string[];
          features_en: string[];
          input_schema: Json;
          is_active: boolean;
          minutes_saved_per_run: number;
          monthly_cost_qar: number | null;
          name_ar: string;
          name_en: string;
          setup_cost_qar: number | null;
          slug: string;
          sort_order: number;
          updated_at: string;
        };
        Insert: {
          category: string;
          complexity: string;
          created_at?: string;
          description_ar: string;
          description_en: string;
          family: string;
          features_ar?: string[];
          features_en?: string[];
          input_schema?: Json;
          is_active?: boolean;
          minutes_saved_per_run?: number;
          monthly_cost_qar?: number | null;
          name_ar: string;
          name_en: string;
          setup_cost_qar?: number | null;
          slug: string;
          sort_order?: number;
          updated_at?: string;
        };
        Update: {
          category?: string;
          complexity?: string;
          created_at?: string;
          description_ar?: string;
          description_en?: string;
          family?: string;
          features_ar?: string[];
          features_en?: string[];
          input_schema?: Json;
          is_active?: boolean;
          minutes_saved_per_run?: number;
          monthly_cost_qar?: number | null;
          name_ar?: string;
          name_en?: string;
          setup_cost_qar?: number | null;
          slug?: string;
          sort_order?: number;
          updated_at?: string;
        };
        Relationships: [];
      };
    };
    Views: { [_ in never]: never };
    Functions: {
      admin_clients: {
        Args: never;
        Returns: {
          id: string;
          full_name: string;
          email: string;
          company: string;
          phone: string;
          created_at: string;
          last_sign_in_at: string;
        }[];
      };
      announce_system_update: {
        Args: {
          p_title: string;
          p_message: string;
          p_title_ar?: string;
          p_message_ar?: string;
          p_link?: string;
        };
        Returns: number;
      };
      client_report: {
        Args: { p_user_id?: string; p_frequency?: string; p_day?: string };
        Returns: Json;
      };
      client_run_activity: {
        Args: never;
        Returns: {
          workflow_slug: string;
          runs_today: number;
          runs_yesterday: number;
          succeeded_30d: number;
          finished_30d: number;
          succeeded_prior_30d: number;
          finished_prior_30d: number;
          minutes_saved_7d: number;
          minutes_saved_prior_7d: number;
          last_run_at: string;
          last_run_status: string;
        }[];
      };
      dashboard_ages: {
        Args: {
          p_source: string;
          p_workflow_slug: string;
          p_statuses: string[];
          p_bounds: number[];
          p_as_of?: string;
          p_user_id?: string;
        };
        Returns: {
          band: number;
          status: string;
          kind: string;
          rows: number;
          value_sum: number;
          score_sum: number;
        }[];
      };
      dashboard_chat_orders: {
        Args: { p_workflow_slug: string; p_as_of?: string; p_days?: number; p_user_id?: string };
        Returns: { from_chat: boolean; orders: number; paid: number; paid_revenue: number }[];
      };
      dashboard_diet_clients: {
        Args: {
          p_workflow_slug: string;
          p_as_of?: string;
          p_days?: number;
          p_silence_days?: number;
          p_limit?: number;
          p_user_id?: string;
        };
        Returns: {
          client_phone: string;
          client_name: string;
          meal_plans: number;
          check_ins: number;
          check_ins_answered: number;
          adherence: number;
          reminders: number;
          reminders_answered: number;
          last_answer: string;
          stopped: boolean;
          total_clients: number;
          stopped_clients: number;
        }[];
      };
      dashboard_figures: {
        Args: {
          p_source: string;
          p_workflow_slug: string;
          p_as_of?: string;
          p_days?: number;
          p_user_id?: string;
        };
        Returns: {
          period: string;
          day: string;
          status: string;
          kind: string;
          rows: number;
          value_sum: number;
          score_sum: number;
        }[];
      };
      dashboard_hours: {
        Args: {
          p_source: string;
          p_workflow_slug: string;
          p_as_of?: string;
          p_days?: number;
          p_statuses?: string[];
          p_user_id?: string;
        };
        Returns: { period: string; weekday: number; hour: number; rows: number }[];
      };
      dashboard_onboarding_steps: {
        Args: {
          p_workflow_slug: string;
          p_steps: string[];
          p_as_of?: string;
          p_days?: number;
          p_user_id?: string;
        };
        Returns: { step: string; rows: number; median_ms: number }[];
      };
      dashboard_open_positions: {
        Args: { p_workflow_slug: string; p_limit?: number; p_user_id?: string };
        Returns: {
          job_title: string;
          stage: string;
          rows: number;
          best_score: number;
          total_positions: number;
        }[];
      };
      dashboard_order_products: {
        Args: {
          p_workflow_slug: string;
          p_as_of?: string;
          p_days?: number;
          p_limit?: number;
          p_user_id?: string;
        };
        Returns: {
          sku: string;
          name: string;
          name_ar: string;
          quantity: number;
          orders: number;
          revenue: number;
          total_products: number;
        }[];
      };
      dashboard_periods: {
        Args: {
          p_source: string;
          p_workflow_slug: string;
          p_as_of?: string;
          p_days?: number;
          p_count?: number;
          p_user_id?: string;
        };
        Returns: {
          period: number;
          period_from: string;
          period_to: string;
          status: string;
          kind: string;
          rows: number;
          value_sum: number;
          score_sum: number;
        }[];
      };
      dashboard_product_enquiries: {
        Args: { p_workflow_slug: string; p_as_of?: string; p_days?: number; p_user_id?: string };
        Returns: { day: string; rows: number }[];
      };
      dashboard_replies: {
        Args: {
          p_workflow_slug: string;
          p_opening: Json;
          p_as_of?: string;
          p_days?: number;
          p_user_id?: string;
        };
        Returns: { day: string; role: string; reply_trigger: string; within_hours: boolean; rows: number }[];
      };
      dashboard_reply_delays: {
        Args: {
          p_workflow_slug: string;
          p_as_of?: string;
          p_days?: number;
          p_fractions?: number[];
          p_bounds?: number[];
          p_automatic?: boolean;
          p_user_id?: string;
        };
        Returns: {
          period: string;
          rows: number;
          mean: number;
          min: number;
          max: number;
          sum: number;
          percentiles: string;
          bands: string;
        }[];
      };
      dashboard_stalled_onboardings: {
        Args: { p_workflow_slug: string; p_as_of?: string; p_stalled_days?: number; p_user_id?: string };
        Returns: number;
      };
      dashboard_stats: {
        Args: {
          p_source: string;
          p_workflow_slug: string;
          p_measure?: string;
          p_as_of?: string;
          p_days?: number;
          p_fractions?: number[];
          p_bounds?: number[];
          p_statuses?: string[];
          p_user_id?: string;
        };
        Returns: {
          period: string;
          rows: number;
          mean: number;
          min: number;
          max: number;
          sum: number;
          percentiles: string;
          bands: string;
        }[];
      };
      dashboard_top: {
        Args: {
          p_source: string;
          p_workflow_slug: string;
          p_group: string;
          p_as_of?: string;
          p_days?: number;
          p_limit?: number;
          p_statuses?: string[];
          p_user_id?: string;
        };
        Returns: {
          grp: string;
          rows: number;
          value_sum: number;
          score_sum: number;
          latest_at: string;
          total_groups: number;
        }[];
      };
      decide_request: {
        Args: { p_kind: string; p_request_id: string; p_decision: string; p_note?: string };
        Returns: Json;
      };
      gmail_campaign_days: {
        Args: { p_workflow_slug: string; p_as_of?: string; p_days?: number; p_user_id?: string };
        Returns: { day: string; sent: number; opened: number; bounced: number; replied: number }[];
      };
      intake_key_overview: {
        Args: { p_user_id?: string; p_workflow_slug?: string };
        Returns: {
          id: string;
          user_id: string;
          workflow_slug: string;
          label: string;
          prefix: string;
          rate_limit_per_minute: number;
          created_at: string;
          created_by: string;
          last_used_at: string;
          revoked_at: string;
          requests_24h: number;
          rows_24h: number;
        }[];
      };
      is_admin: {
        Args: never;
        Returns: boolean;
      };
      may_use_request_folder: {
        Args: { p_object_name: string };
        Returns: boolean;
      };
      mfa_requirement_met: {
        Args: never;
        Returns: boolean;
      };
      owns_workflow: {
        Args: { p_workflow_slug: string };
        Returns: boolean;
      };
      purchase_workflows: {
        Args: { slugs: string[] };
        Returns: Database['public']['Tables']['workflow_purchases']['Row'][];
      };
      rag_answer_spreads: {
        Args: {
          p_workflow_slug: string;
          p_by?: string;
          p_as_of?: string;
          p_days?: number;
          p_fractions?: number[];
          p_user_id?: string;
        };
        Returns: { grp: string; replies: number; fallbacks: number; timed: number; percentiles: string }[];
      };
      rag_document_citations: {
        Args: {
          p_workflow_slug: string;
          p_as_of?: string;
          p_days?: number;
          p_limit?: number;
          p_user_id?: string;
        };
        Returns: {
          document_id: string;
          title: string;
          citations: number;
          last_cited_at: string;
          total_documents: number;
        }[];
      };
      rag_pages: {
        Args: {
          p_workflow_slug: string;
          p_as_of?: string;
          p_days?: number;
          p_limit?: number;
          p_user_id?: string;
        };
        Returns: {
          page: string;
          conversations: number;
          visitors: number;
          questions: number;
          answered: number;
          fallbacks: number;
          rated: number;
          satisfaction: number;
          total_pages: number;
        }[];
      };
      rag_questions: {
        Args: {
          p_workflow_slug: string;
          p_as_of?: string;
          p_days?: number;
          p_limit?: number;
          p_outcome?: string;
          p_user_id?: string;
        };
        Returns: {
          question_key: string;
          asked: number;
          answered: number;
          fallback: number;
          latest_at: string;
          total_groups: number;
        }[];
      };
      rag_staff_usage: {
        Args: {
          p_workflow_slug: string;
          p_as_of?: string;
          p_days?: number;
          p_limit?: number;
          p_user_id?: string;
        };
        Returns: {
          name: string;
          conversations: number;
          questions: number;
          fallbacks: number;
          last_seen_at: string;
          total_staff: number;
        }[];
      };
      rag_visitors: {
        Args: { p_workflow_slug: string; p_as_of?: string; p_days?: number; p_user_id?: string };
        Returns: {
          conversations: number;
          visitors: number;
          returning_visitors: number;
          with_fallback: number;
        }[];
      };
      refresh_avatar_version: {
        Args: never;
        Returns: string;
      };
      revoke_intake_key: {
        Args: { p_id: string };
        Returns: boolean;
      };
      send_client_report: {
        Args: { p_user_id: string; p_frequency: string; p_day: string };
        Returns: Database['public']['Tables']['client_report_emails']['Row'];
      };
      send_request_message: {
        Args: { p_kind: string; p_request_id: string; p_content: string; p_attachments?: Json };
        Returns: Database['public']['Tables']['workflow_request_messages']['Row'];
      };
      set_client_workflow_status: {
        Args: { p_client_workflow_id: string; p_status: string };
        Returns: Database['public']['Tables']['client_workflows']['Row'];
      };
      subscribe_newsletter: {
        Args: { p_email: string; p_locale?: string };
        Returns: boolean;
      };
      support_escalation_queue: {
        Args: { p_workflow_slug: string; p_as_of?: string; p_user_id?: string };
        Returns: {
          id: string;
          customer_name: string;
          customer_contact: string;
          channel: string;
          topic: string;
          started_at: string;
          last_customer_message: string;
          waiting_ms: number;
          agent_joined_at: string;
        }[];
      };
      support_ticket_counts: {
        Args: { p_workflow_slug: string; p_as_of?: string; p_days?: number; p_user_id?: string };
        Returns: {
          period: string;
          day: string;
          handling: string;
          status: string;
          channel: string;
          tickets: number;
          rated: number;
          satisfaction_sum: number;
        }[];
      };
      support_ticket_times: {
        Args: {
          p_workflow_slug: string;
          p_as_of?: string;
          p_days?: number;
          p_fractions?: number[];
          p_user_id?: string;
        };
        Returns: { measure: string; rows: number; percentiles: string }[];
      };
      test_run_limit_per_minute: {
        Args: never;
        Returns: number;
      };
      workflow_input_problems: {
        Args: { p_workflow_slug: string; p_input: Json };
        Returns: Json;
      };
    };
    Enums: { [_ in never]: never };
    CompositeTypes: { [_ in never]: never };
  };
};

type DatabaseWithoutInternals = Omit<Database, '__InternalSupabase'>;

type DefaultSchema = DatabaseWithoutInternals[Extract<keyof Database, 'public'>];

export type Tables<
  DefaultSchemaTableNameOrOptions extends
    | keyof (DefaultSchema['Tables'] & DefaultSchema['Views'])
    | { schema: keyof DatabaseWithoutInternals },
  TableName extends DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals;
  }
    ? keyof (DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Tables'] &
        DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Views'])
    : never = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals;
}
  ? (DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Tables'] &
      DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Views'])[TableName] extends {
      Row: infer R;
    }
    ? R
    : never
  : DefaultSchemaTableNameOrOptions extends keyof (DefaultSchema['Tables'] & DefaultSchema['Views'])
    ? (DefaultSchema['Tables'] & DefaultSchema['Views'])[DefaultSchemaTableNameOrOptions] extends {
        Row: infer R;
      }
      ? R
      : never
    : never;

export type TablesInsert<
  DefaultSchemaTableNameOrOptions extends
    | keyof DefaultSchema['Tables']
    | { schema: keyof DatabaseWithoutInternals },
  TableName extends DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals;
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Tables']
    : never = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals;
}
  ? DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Tables'][TableName] extends {
      Insert: infer I;
    }
    ? I
    : never
  : DefaultSchemaTableNameOrOptions extends keyof DefaultSchema['Tables']
    ? DefaultSchema['Tables'][DefaultSchemaTableNameOrOptions] extends {
        Insert: infer I;
      }
      ? I
      : never
    : never;

export type TablesUpdate<
  DefaultSchemaTableNameOrOptions extends
    | keyof DefaultSchema['Tables']
    | { schema: keyof DatabaseWithoutInternals },
  TableName extends DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals;
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Tables']
    : never = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals;
}
  ? DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Tables'][TableName] extends {
      Update: infer U;
    }
    ? U
    : never
  : DefaultSchemaTableNameOrOptions extends keyof DefaultSchema['Tables']
    ? DefaultSchema['Tables'][DefaultSchemaTableNameOrOptions] extends {
        Update: infer U;
      }
      ? U
      : never
    : never;

export type Enums<
  DefaultSchemaEnumNameOrOptions extends
    | keyof DefaultSchema['Enums']
    | { schema: keyof DatabaseWithoutInternals },
  EnumName extends DefaultSchemaEnumNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals;
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaEnumNameOrOptions['schema']]['Enums']
    : never = never,
> = DefaultSchemaEnumNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals;
}
  ? DatabaseWithoutInternals[DefaultSchemaEnumNameOrOptions['schema']]['Enums'][EnumName]
  : DefaultSchemaEnumNameOrOptions extends keyof DefaultSchema['Enums']
    ? DefaultSchema['Enums'][DefaultSchemaEnumNameOrOptions]
    : never;

export type CompositeTypes<
  PublicCompositeTypeNameOrOptions extends
    | keyof DefaultSchema['CompositeTypes']
    | { schema: keyof DatabaseWithoutInternals },
  CompositeTypeName extends PublicCompositeTypeNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals;
  }
    ? keyof DatabaseWithoutInternals[PublicCompositeTypeNameOrOptions['schema']]['CompositeTypes']
    : never = never,
> = PublicCompositeTypeNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals;
}
  ? DatabaseWithoutInternals[PublicCompositeTypeNameOrOptions['schema']]['CompositeTypes'][CompositeTypeName]
  : PublicCompositeTypeNameOrOptions extends keyof DefaultSchema['CompositeTypes']
    ? DefaultSchema['CompositeTypes'][PublicCompositeTypeNameOrOptions]
    : never;

export const Constants = {
  public: {
    Enums: {},
  },
} as const;

/** The allowed values of the enumerated columns of `audit_log` (see ColumnValues). */
export const auditLogValues = {
  action: ['INSERT', 'UPDATE', 'DELETE'],
} as const;

/** The allowed values of the enumerated columns of `campaigns` (see ColumnValues). */
export const campaignsValues = {
  channel: ['email', 'whatsapp', 'linkedin', 'instagram', 'facebook', 'x', 'sms'],
  status: ['draft', 'scheduled', 'active', 'paused', 'completed'],
} as const;

/** The allowed values of the enumerated columns of `chat_messages` (see ColumnValues). */
export const chatMessagesValues = {
  reply_trigger: [
    'greeting',
    'opening_hours',
    'location',
    'prices',
    'booking',
    'order_status',
    'after_hours',
    'human_request',
  ],
  role: ['customer', 'assistant', 'agent', 'system'],
} as const;

/** The allowed values of the enumerated columns of `chat_sessions` (see ColumnValues). */
export const chatSessionsValues = {
  channel: ['whatsapp', 'website', 'email', 'portal'],
  language: ['en', 'ar'],
  status: ['active', 'resolved', 'escalated', 'abandoned'],
} as const;

/** The allowed values of the enumerated columns of `client_report_emails` (see ColumnValues). */
export const clientReportEmailsValues = {
  frequency: ['week', 'month'],
  requested_by: ['schedule', 'admin'],
  status: ['queued', 'sent', 'bounced', 'skipped', 'failed'],
} as const;

/** The allowed values of the enumerated columns of `client_workflows` (see ColumnValues). */
export const clientWorkflowsValues = {
  status: ['active', 'paused', 'live'],
} as const;

/** The allowed values of the enumerated columns of `contact_messages` (see ColumnValues). */
export const contactMessagesValues = {
  locale: ['en', 'ar'],
  status: ['new', 'read', 'replied', 'archived'],
} as const;

/** The allowed values of the enumerated columns of `custom_workflow_requests` (see ColumnValues). */
export const customWorkflowRequestsValues = {
  status: ['pending', 'in_review', 'approved', 'rejected', 'completed'],
  timeline: [
    'within_1_week',
    'within_2_weeks',
    'within_1_month',
    'within_3_months',
    'no_specific_deadline',
    'to_be_discussed',
  ],
  urgency: ['low', 'medium', 'high', 'urgent'],
} as const;

/** The allowed values of the enumerated columns of `database_queries` (see ColumnValues). */
export const databaseQueriesValues = {
  language: ['en', 'ar'],
  status: ['succeeded', 'failed'],
} as const;

/** The allowed values of the enumerated columns of `deals` (see ColumnValues). */
export const dealsValues = {
  stage: ['prospect', 'qualified', 'proposal', 'negotiation', 'won', 'lost'],
} as const;

/** The allowed values of the enumerated columns of `dietitian_messages` (see ColumnValues). */
export const dietitianMessagesValues = {
  kind: ['meal_plan', 'check_in', 'reminder'],
  language: ['en', 'ar'],
} as const;

/** The allowed values of the enumerated columns of `documents` (see ColumnValues). */
export const documentsValues = {
  language: ['en', 'ar'],
  source_type: ['pdf', 'docx', 'xlsx', 'txt', 'url', 'faq', 'database'],
  status: ['processing', 'indexed', 'failed'],
} as const;

/** The allowed values of the enumerated columns of `emails` (see ColumnValues). */
export const emailsValues = {
  direction: ['inbound', 'outbound'],
  priority: ['low', 'normal', 'high'],
  sentiment: ['positive', 'neutral', 'negative'],
  status: ['received', 'auto_replied', 'replied', 'drafted', 'sent', 'opened', 'bounced', 'archived'],
} as const;

/** The allowed values of the enumerated columns of `financial_reports` (see ColumnValues). */
export const financialReportsValues = {
  period: ['weekly', 'monthly', 'quarterly', 'annual'],
  report_type: ['profit_and_loss', 'cash_flow'],
  status: ['generating', 'ready', 'failed'],
} as const;

/** The allowed values of the enumerated columns of `hr_requests` (see ColumnValues). */
export const hrRequestsValues = {
  channel: ['whatsapp', 'email', 'portal'],
  request_type: ['leave', 'payslip', 'certificate', 'policy_question', 'expense', 'other'],
  status: ['open', 'in_progress', 'resolved', 'rejected'],
} as const;

/** The allowed values of the enumerated columns of `invoices` (see ColumnValues). */
export const invoicesValues = {
  status: ['draft', 'sent', 'overdue', 'paid', 'cancelled'],
} as const;

/** The allowed values of the enumerated columns of `job_applications` (see ColumnValues). */
export const jobApplicationsValues = {
  source: ['website', 'linkedin', 'referral', 'email', 'job_board', 'whatsapp', 'other'],
  stage: ['received', 'screening', 'interview', 'offer', 'hired', 'rejected'],
} as const;

/** The allowed values of the enumerated columns of `leads` (see ColumnValues). */
export const leadsValues = {
  source: [
    'website',
    'whatsapp',
    'linkedin',
    'google_maps',
    'instagram',
    'referral',
    'event',
    'email',
    'odoo',
    'other',
  ],
  status: ['new', 'contacted', 'qualified', 'proposal', 'won', 'lost'],
} as const;

/** The allowed values of the enumerated columns of `newsletter_subscribers` (see ColumnValues). */
export const newsletterSubscribersValues = {
  locale: ['en', 'ar'],
  status: ['subscribed', 'unsubscribed'],
} as const;

/** The allowed values of the enumerated columns of `notifications` (see ColumnValues). */
export const notificationsValues = {
  type: ['info', 'success', 'warning', 'error'],
} as const;

/** The allowed values of the enumerated columns of `onboardings` (see ColumnValues). */
export const onboardingsValues = {
  stage: ['welcome', 'documents', 'kickoff', 'setup', 'completed'],
} as const;

/** The allowed values of the enumerated columns of `orders` (see ColumnValues). */
export const ordersValues = {
  channel: ['whatsapp', 'website', 'instagram', 'phone'],
  status: ['pending', 'confirmed', 'shipped', 'delivered', 'cancelled'],
} as const;

/** The allowed values of the enumerated columns of `profiles` (see ColumnValues). */
export const profilesValues = {
  language: ['en', 'ar'],
  role: ['client', 'admin'],
  session_timeout: ['1h', '8h', '24h', '7d'],
  theme: ['light', 'dark'],
} as const;

/** The allowed values of the enumerated columns of `report_settings` (see ColumnValues). */
export const reportSettingsValues = {
  frequency: ['week', 'month'],
} as const;

/** The allowed values of the enumerated columns of `request_attachments` (see ColumnValues). */
export const requestAttachmentsValues = {
  request_kind: ['access', 'purchase', 'control', 'custom'],
} as const;

/** The allowed values of the enumerated columns of `social_posts` (see ColumnValues). */
export const socialPostsValues = {
  language: ['en', 'ar'],
  platform: ['instagram', 'facebook', 'linkedin', 'x', 'tiktok'],
  status: ['draft', 'scheduled', 'published', 'failed'],
} as const;

/** The allowed values of the enumerated columns of `workflow_access_requests` (see ColumnValues). */
export const workflowAccessRequestsValues = {
  status: ['pending', 'approved', 'denied', 'expired'],
} as const;

/** The allowed values of the enumerated columns of `workflow_control_requests` (see ColumnValues). */
export const workflowControlRequestsValues = {
  action: ['start', 'stop', 'change'],
  source: ['workflow_page', 'dashboard', 'admin', 'api'],
  status: ['pending', 'approved', 'rejected'],
} as const;

/** The allowed values of the enumerated columns of `workflow_purchases` (see ColumnValues). */
export const workflowPurchasesValues = {
  status: ['pending', 'approved', 'rejected', 'cancelled'],
} as const;

/** The allowed values of the enumerated columns of `workflow_request_messages` (see ColumnValues). */
export const workflowRequestMessagesValues = {
  request_kind: ['access', 'purchase', 'control', 'custom'],
  sender_type: ['client', 'admin'],
} as const;

/** The allowed values of the enumerated columns of `workflow_runs` (see ColumnValues). */
export const workflowRunsValues = {
  executor: ['webhook', 'sandbox', 'engine'],
  status: ['queued', 'running', 'succeeded', 'failed'],
} as const;

/** The allowed values of the enumerated columns of `workflows` (see ColumnValues). */
export const workflowsValues = {
  category: [
    'marketing',
    'finance',
    'support',
    'data',
    'hr',
    'operations',
    'sales',
    'ai',
    'crm',
    'social-media',
  ],
  complexity: ['easy', 'medium', 'hard'],
  family: ['whatsapp', 'gmail', 'rag', 'sales', 'hr', 'finance'],
} as const;

/**
 * The allowed values of every enumerated text column, read from its check constraint (statuses, types,
 * urgency, timeline, categories, ...). Use them for selects, filters and badges instead of repeating
 * the lists: a migration that changes a constraint changes this object. Code that ships to browsers
 * imports a table's own constant (`invoicesValues`), which bundlers keep alone.
 */
export const ColumnValues = {
  audit_log: auditLogValues,
  campaigns: campaignsValues,
  chat_messages: chatMessagesValues,
  chat_sessions: chatSessionsValues,
  client_report_emails: clientReportEmailsValues,
  client_workflows: clientWorkflowsValues,
  contact_messages: contactMessagesValues,
  custom_workflow_requests: customWorkflowRequestsValues,
  database_queries: databaseQueriesValues,
  deals: dealsValues,
  dietitian_messages: dietitianMessagesValues,
  documents: documentsValues,
  emails: emailsValues,
  financial_reports: financialReportsValues,
  hr_requests: hrRequestsValues,
  invoices: invoicesValues,
  job_applications: jobApplicationsValues,
  leads: leadsValues,
  newsletter_subscribers: newsletterSubscribersValues,
  notifications: notificationsValues,
  onboardings: onboardingsValues,
  orders: ordersValues,
  profiles: profilesValues,
  report_settings: reportSettingsValues,
  request_attachments: requestAttachmentsValues,
  social_posts: socialPostsValues,
  workflow_access_requests: workflowAccessRequestsValues,
  workflow_control_requests: workflowControlRequestsValues,
  workflow_purchases: workflowPurchasesValues,
  workflow_request_messages: workflowRequestMessagesValues,
  workflow_runs: workflowRunsValues,
  workflows: workflowsValues,
} as const;

type ColumnValueTables = typeof ColumnValues;

/** One allowed value, e.g. `ColumnValue<'workflow_runs', 'status'>` = `'queued' | 'running' | ...`. */
export type ColumnValue<
  T extends keyof ColumnValueTables,
  C extends keyof ColumnValueTables[T],
> = ColumnValueTables[T][C] extends readonly (infer V)[] ? V : never;
