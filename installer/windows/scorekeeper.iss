; Inno Setup 6 script: the Windows installer of Chinese Poker Scorekeeper.
; Build the app folder first, on Windows:   python installer\build.py --setup
; (which runs ISCC with the defines below), or by hand:
;   "C:\Program Files (x86)\Inno Setup 6\ISCC.exe" /DAppVersion=0.1.0 installer\windows\scorekeeper.iss
; Output: installer\dist\chinese-poker-scorekeeper-VERSION-setup.exe
; Installs per user by default (no administrator needed); a Start-menu entry, an optional
; desktop icon, and an uninstaller (Settings > Apps, and the Start-menu entry). Books and
; settings in the user's data folder are kept on uninstall.

#ifndef AppVersion
  #define AppVersion "0.1.0"
#endif
#ifndef BundleDir
  #define BundleDir "..\dist\scorekeeper-app"
#endif
#define AppName "Chinese Poker Scorekeeper"
#define AppExe "scorekeeper-app.exe"

[Setup]
; AppId identifies the app to later versions' installers and the uninstaller: never change it.
AppId={{6C1F3B0E-6A55-4C8B-9E1D-2B7F4D9A3C51}
AppName={#AppName}
AppVersion={#AppVersion}
AppVerName={#AppName} {#AppVersion}
AppPublisher=Chinese Poker Scorekeeper
DefaultDirName={autopf}\{#AppName}
DefaultGroupName={#AppName}
DisableProgramGroupPage=yes
PrivilegesRequired=lowest
PrivilegesRequiredOverridesAllowed=dialog
ArchitecturesAllowed=x64compatible
ArchitecturesInstallIn64BitMode=x64compatible
OutputDir=..\dist
OutputBaseFilename=chinese-poker-scorekeeper-{#AppVersion}-setup
#ifdef IconFile
SetupIconFile={#IconFile}
#endif
UninstallDisplayIcon={app}\{#AppExe}
UninstallDisplayName={#AppName}
Compression=lzma2
SolidCompression=yes
WizardStyle=modern
CloseApplications=yes

[Languages]
Name: "english"; MessagesFile: "compiler:Default.isl"

[Tasks]
Name: "desktopicon"; Description: "{cm:CreateDesktopIcon}"; GroupDescription: "{cm:AdditionalIcons}"; Flags: unchecked

[InstallDelete]
; A new version replaces the whole program folder: no stale libraries from the old one.
Type: filesandordirs; Name: "{app}\_internal"

[Files]
Source: "{#BundleDir}\*"; DestDir: "{app}"; Flags: ignoreversion recursesubdirs createallsubdirs

[Icons]
Name: "{group}\{#AppName}"; Filename: "{app}\{#AppExe}"
Name: "{group}\{cm:UninstallProgram,{#AppName}}"; Filename: "{uninstallexe}"
Name: "{autodesktop}\{#AppName}"; Filename: "{app}\{#AppExe}"; Tasks: desktopicon

[Run]
Filename: "{app}\{#AppExe}"; Description: "{cm:LaunchProgram,{#AppName}}"; Flags: nowait postinstall skipifsilent
