/** What every call to the hosted services carries (spec §7): project id, sdk type and version. */
export interface ServiceIdentity {
  projectId: string;
  sdkType: string;
  sdkVersion: string;
}
