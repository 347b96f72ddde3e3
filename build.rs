//! For a Windows build only: the exe's icon and version resource, compiled
//! with mingw-w64's `windres` and linked into the game. Other targets build
//! nothing here.

use std::env;
use std::path::PathBuf;
use std::process::Command;

fn main() {
    println!("cargo:rerun-if-changed=build.rs");
    println!("cargo:rerun-if-changed=assets/icons/modiar.ico");
    if env::var("CARGO_CFG_TARGET_OS").as_deref() != Ok("windows") {
        return;
    }
    let out = PathBuf::from(env::var("OUT_DIR").expect("cargo sets OUT_DIR"));
    let manifest = PathBuf::from(env::var("CARGO_MANIFEST_DIR").expect("cargo sets it"));
    let version = env::var("CARGO_PKG_VERSION").expect("cargo sets it");
    let numbers: Vec<u16> = version
        .split(['.', '-', '+'])
        .take(3)
        .map(|part| part.parse().unwrap_or(0))
        .collect();
    let [major, minor, patch] = [0, 1, 2].map(|i| numbers.get(i).copied().unwrap_or(0));
    let icon = manifest.join("assets/icons/modiar.ico");
    // windres reads the path inside quotes: forward slashes, escaped.
    let icon = icon.to_string_lossy().replace('\\', "/");
    let script = format!(
        r#"1 ICON "{icon}"
1 VERSIONINFO
FILEVERSION {major},{minor},{patch},0
PRODUCTVERSION {major},{minor},{patch},0
FILEOS 0x40004
FILETYPE 0x1
BEGIN
  BLOCK "StringFileInfo"
  BEGIN
    BLOCK "040904B0"
    BEGIN
      VALUE "CompanyName", "Modiar"
      VALUE "FileDescription", "Modiar, a mancala from northern Morocco"
      VALUE "FileVersion", "{version}"
      VALUE "InternalName", "modiar"
      VALUE "LegalCopyright", "MIT OR Apache-2.0"
      VALUE "OriginalFilename", "modiar.exe"
      VALUE "ProductName", "Modiar"
      VALUE "ProductVersion", "{version}"
    END
  END
  BLOCK "VarFileInfo"
  BEGIN
    VALUE "Translation", 0x409, 1200
  END
END
"#
    );
    let rc = out.join("modiar.rc");
    std::fs::write(&rc, script).expect("the resource script is written");
    let object = out.join("modiar-resource.o");
    let windres = env::var("WINDRES").unwrap_or_else(|_| {
        let arch = env::var("CARGO_CFG_TARGET_ARCH").unwrap_or_default();
        format!("{arch}-w64-mingw32-windres")
    });
    let status = Command::new(&windres)
        .arg("--input-format=rc")
        .arg("--output-format=coff")
        .arg("-i")
        .arg(&rc)
        .arg("-o")
        .arg(&object)
        .status()
        .unwrap_or_else(|e| panic!("{windres} did not start ({e}); install mingw-w64"));
    assert!(status.success(), "{windres} failed on the resource script");
    // Only the game's window binary carries it.
    println!("cargo:rustc-link-arg-bin=modiar={}", object.display());
}
