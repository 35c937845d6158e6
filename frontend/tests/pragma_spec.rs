//! Runs every example of pragma-spec/examples through parse and resolve and checks the first-line
//! expectation: `// expect: ok` (and then `// resolved: <printed annotation or pragma>`) or
//! `// expect: error: <message substring>`. The lowering is not used: the parameters come from
//! the lang-c declaration that follows the annotation.

use frontend::annotations::{resolve_func_annotation, resolve_loop_pragma, ParamKind};
use frontend::diag::{render, Diagnostic, Files};
use frontend::parse::{parse_file, Parsed};
use frontend::preprocess::PreprocessOptions;
use lang_c::ast::{
    DeclarationSpecifier, Declarator, DeclaratorKind, DerivedDeclarator, ExternalDeclaration, TypeSpecifier,
};
use midend::ir::print::{print_loop_pragma, print_vec_annotation};
use std::path::Path;

/// A parameter's name (if it has one) and kind.
type Param = (Option<String>, ParamKind);

#[test]
fn every_example_meets_its_expectation() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../pragma-spec/examples");
    let mut paths: Vec<_> = std::fs::read_dir(&dir).unwrap().map(|entry| entry.unwrap().path()).collect();
    paths.sort();
    assert!(paths.len() >= 20, "examples missing in {}", dir.display());
    let failures: Vec<String> = paths.iter().filter_map(|path| check(path).err()).collect();
    assert!(failures.is_empty(), "\n{}", failures.join("\n\n"));
}

fn check(path: &Path) -> Result<(), String> {
    let text = std::fs::read_to_string(path).unwrap();
    let expect = text.lines().next().and_then(|line| line.strip_prefix("// expect: ")).ok_or("no `// expect:` line")?;
    let mut files = Files::new();
    let outcome = run(path, &mut files);
    let name = path.file_name().unwrap().to_string_lossy();
    match (expect, outcome) {
        ("ok", Ok(printed)) => {
            let wanted: Vec<&str> = text.lines().filter_map(|line| line.strip_prefix("// resolved: ")).collect();
            if printed != wanted {
                return Err(format!("{}: resolved {:?}, expected {:?}", name, printed, wanted));
            }
            Ok(())
        }
        ("ok", Err(diags)) => Err(format!("{}: expected ok, got\n{}", name, render(&files, &diags, false))),
        (error, Ok(printed)) => Err(format!("{}: expected `{}`, got ok: {:?}", name, error, printed)),
        (error, Err(diags)) => {
            let rendered = render(&files, &diags, false);
            let message = error.strip_prefix("error: ").ok_or("expectation is neither ok nor error")?;
            let first_line = rendered.lines().next().unwrap_or("");
            // Diagnostics point at the example file itself, never at preprocessed text.
            if !first_line.contains(&format!("{}:", name)) || !first_line.contains(&format!(": error: {}", message)) {
                return Err(format!("{}: expected `{}`, got\n{}", name, error, rendered));
            }
            Ok(())
        }
    }
}

/// Parses and resolves; the printed resolved annotations and pragmas, or the diagnostics.
fn run(path: &Path, files: &mut Files) -> Result<Vec<String>, Vec<Diagnostic>> {
    let parsed = parse_file(path, &PreprocessOptions::default(), files)?;
    let mut printed = Vec::new();
    for found in &parsed.func_annotations {
        let (func_name, params) = declaration_at(&parsed, found.decl_offset).expect("annotation before a function");
        let ann = resolve_func_annotation(found, &func_name, &params, files, &parsed.linemap)?;
        printed.push(print_vec_annotation(&ann));
    }
    for found in &parsed.loop_pragmas {
        printed.push(print_loop_pragma(&resolve_loop_pragma(found, files, &parsed.linemap)?));
    }
    Ok(printed)
}

/// The function declared or defined at `offset`: its name and its parameters' names and kinds.
fn declaration_at(parsed: &Parsed, offset: usize) -> Option<(String, Vec<Param>)> {
    for external in &parsed.unit.0 {
        let (span, declarator) = match &external.node {
            ExternalDeclaration::Declaration(decl) => (decl.span, &decl.node.declarators.first()?.node.declarator.node),
            ExternalDeclaration::FunctionDefinition(def) => (def.span, &def.node.declarator.node),
            ExternalDeclaration::StaticAssert(_) => continue,
        };
        if span.start != offset {
            continue;
        }
        let name = declarator_name(declarator)?;
        let params = declarator.derived.iter().find_map(|derived| match &derived.node {
            DerivedDeclarator::Function(func) => Some(&func.node.parameters),
            _ => None,
        })?;
        let params = params
            .iter()
            .map(|param| {
                let declarator = param.node.declarator.as_ref().map(|d| &d.node);
                let is_pointer = declarator.is_some_and(|d| {
                    d.derived.iter().any(|derived| {
                        matches!(derived.node, DerivedDeclarator::Pointer(_) | DerivedDeclarator::Array(_))
                    })
                });
                let kind = if is_pointer { ParamKind::Pointer } else { scalar_kind(&param.node.specifiers) };
                (declarator.and_then(declarator_name), kind)
            })
            .collect();
        return Some((name, params));
    }
    None
}

fn declarator_name(declarator: &Declarator) -> Option<String> {
    match &declarator.kind.node {
        DeclaratorKind::Identifier(ident) => Some(ident.node.name.clone()),
        DeclaratorKind::Declarator(inner) => declarator_name(&inner.node),
        DeclaratorKind::Abstract => None,
    }
}

fn scalar_kind(specifiers: &[lang_c::span::Node<DeclarationSpecifier>]) -> ParamKind {
    let mut kind = ParamKind::Other;
    for specifier in specifiers {
        if let DeclarationSpecifier::TypeSpecifier(ty) = &specifier.node {
            kind = match ty.node {
                TypeSpecifier::Float | TypeSpecifier::Double => ParamKind::Float,
                TypeSpecifier::Char
                | TypeSpecifier::Short
                | TypeSpecifier::Int
                | TypeSpecifier::Long
                | TypeSpecifier::Signed
                | TypeSpecifier::Unsigned
                | TypeSpecifier::Bool => ParamKind::Integer,
                _ => ParamKind::Other,
            };
        }
    }
    kind
}

/// The whole rendered text of two clause errors: the caret sits on the clause item.
#[test]
fn clause_errors_render_with_a_caret_at_the_clause() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../pragma-spec/examples");
    let cases = [
        (
            "12-error-unknown-parameter.c",
            "error: `linear` names no parameter of `mandel`\n  --> EX:2:28\n  |\n2 | __decl-vec-function(linear(q))\n  |                            ^ no parameter `q`\n\n",
        ),
        (
            "15-error-linear-step-not-uniform.c",
            "error: linear step `s` of `p` in `g` must be an integer constant or a uniform integer parameter\n  --> EX:2:30\n  |\n2 | __decl-vec-function(linear(p:s))\n  |                              ^ `s` is not uniform\n\n",
        ),
    ];
    for (name, expected) in cases {
        let path = dir.join(name);
        let mut files = Files::new();
        let diags = run(&path, &mut files).unwrap_err();
        let rendered = render(&files, &diags, false).replace(&path.display().to_string(), "EX");
        let (first_line, rest) = rendered.split_once('\n').unwrap();
        let expected_rest = expected.split_once('\n').unwrap().1;
        assert!(first_line.ends_with(expected.lines().next().unwrap()), "{}", rendered);
        assert_eq!(rest, expected_rest);
    }
}
