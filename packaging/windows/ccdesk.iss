; Inno Setup script for the Windows installer.
; Build on Windows: cargo build --release --locked, then
;   iscc packaging\windows\ccdesk.iss   (writes target\windows\ccdesk-0.1.0-setup.exe)
#define AppVersion "0.1.0"

[Setup]
AppId={{7C6F2B1E-1D0A-4C39-9E3B-0CCDE5000001}
AppName=ccdesk
AppVersion={#AppVersion}
AppPublisher=ccdesk developers
DefaultDirName={autopf}\ccdesk
DefaultGroupName=ccdesk
LicenseFile=..\..\LICENSE
OutputDir=..\..\target\windows
OutputBaseFilename=ccdesk-{#AppVersion}-setup
SetupIconFile=ccdesk.ico
UninstallDisplayIcon={app}\ccdesk.ico
ChangesAssociations=yes
Compression=lzma2
SolidCompression=yes

[Files]
Source: "..\..\target\release\ccdesk.exe"; DestDir: "{app}"; Flags: ignoreversion
; The executable has no icon resource: shortcuts and projects take this one.
Source: "ccdesk.ico"; DestDir: "{app}"
Source: "..\..\assets\fonts\DejaVu-LICENSE.txt"; DestDir: "{app}\licences"
Source: "..\..\LICENSE"; DestDir: "{app}\licences"
Source: "..\licences\*.txt"; DestDir: "{app}\licences"

[Icons]
Name: "{group}\ccdesk"; Filename: "{app}\ccdesk.exe"; IconFilename: "{app}\ccdesk.ico"
Name: "{autodesktop}\ccdesk"; Filename: "{app}\ccdesk.exe"; IconFilename: "{app}\ccdesk.ico"; Tasks: desktopicon

[Tasks]
Name: desktopicon; Description: "Create a desktop icon"; Flags: unchecked

[Registry]
; .ron project files open in ccdesk on double-click (unless the user chose
; another program for them), and ccdesk is offered under Open with.
Root: HKA; Subkey: "Software\Classes\.ron"; ValueType: string; ValueName: ""; ValueData: "ccdesk.project"; Flags: uninsdeletevalue
Root: HKA; Subkey: "Software\Classes\.ron\OpenWithProgids"; ValueType: string; ValueName: "ccdesk.project"; ValueData: ""; Flags: uninsdeletevalue
Root: HKA; Subkey: "Software\Classes\ccdesk.project"; ValueType: string; ValueName: ""; ValueData: "ccdesk project"; Flags: uninsdeletekey
Root: HKA; Subkey: "Software\Classes\ccdesk.project\DefaultIcon"; ValueType: string; ValueName: ""; ValueData: "{app}\ccdesk.ico"
Root: HKA; Subkey: "Software\Classes\ccdesk.project\shell\open\command"; ValueType: string; ValueName: ""; ValueData: """{app}\ccdesk.exe"" ""%1"""
